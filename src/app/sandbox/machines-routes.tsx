import { Route, Routes } from 'react-router-dom';
import { MachineStagePage } from '../../features/sandbox/components/machine-stage-page';
import { MachinesPage } from '../../features/sandbox/components/machines-page';
import type { SandboxScreens } from '../../features/sandbox/sandbox-screen';
import { checkoutScreen } from './checkout-screen';
import { pinRecoveryScreen } from './pin-recovery-screen';

/** The screens the sandbox opens in a chosen state, by the id of the machine that drives them. */
const screens: SandboxScreens = {
  [checkoutScreen.machine.id]: checkoutScreen,
  [pinRecoveryScreen.machine.id]: pinRecoveryScreen,
};

/** /sandbox/maquinas and /sandbox/maquinas/{id}. */
export default function MachinesRoutes() {
  return (
    <Routes>
      <Route index element={<MachinesPage screens={screens} />} />
      <Route path=":machineId" element={<MachineStagePage screens={screens} />} />
    </Routes>
  );
}
