import { TeamScreen } from '../../features/team/components/team-screen';

export function Component() {
  return <TeamScreen />;
}
