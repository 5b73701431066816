import { useMemberCategoriesQuery } from '../../members-api';

/** The association's categories as a select's options (the list's filter, Alterar categoria). */
export function CategoryOptions() {
  const categories = useMemberCategoriesQuery();
  return (
    <>
      {categories.data?.categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
