import { SignInLinkScreen } from '../../features/auth/components/sign-in-link-screen';

export function Component() {
  return <SignInLinkScreen />;
}
