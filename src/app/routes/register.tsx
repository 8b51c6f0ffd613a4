import { RegisterPage } from '@/features/identity/register-page';

/** Page group "register": /register and /register.html. */
export function Component() {
  return <RegisterPage />;
}
