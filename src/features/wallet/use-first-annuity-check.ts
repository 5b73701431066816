import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstAnnuityChecked, selectFirstAnnuityChecked } from '../../lib/session';
import { useMemberAssociationsQuery } from '../../lib/member-data-api';
import { useWalletAnnuityStatusQuery } from './api';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';

/**
 * SPEC §4 "Home on first annuity access", once per session: when the first association's
 * annuity is unpaid, its payment opens.
 */
export function useFirstAnnuityCheck() {
  const checked = useAppSelector(selectFirstAnnuityChecked);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const associations = useMemberAssociationsQuery(undefined, { skip: checked });
  const associationId = associations.data?.[0]?.associationId;
  const annuity = useWalletAnnuityStatusQuery(
    !checked && associationId !== undefined ? associationId : skipToken,
  );

  const noAssociation = associations.isError || associations.data?.length === 0;
  const answer = annuity.data;
  const failed = annuity.isError;

  useEffect(() => {
    if (checked) return;
    if (noAssociation || failed) {
      dispatch(firstAnnuityChecked());
      return;
    }
    if (!answer) return;
    dispatch(firstAnnuityChecked());
    if (!answer.paid && answer.itemId) navigate(`/pendencia?id=${answer.itemId}`);
  }, [checked, noAssociation, failed, answer, dispatch, navigate]);
}
