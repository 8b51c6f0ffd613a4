import { ContactPage } from '@/features/support/contact-page';

/** Page group "contact": /contact, the brand's channels. */
export function Component() {
  return <ContactPage />;
}
