import { ContactsPage } from '../features/contacts/components/ContactsPage';

/** Exposed as `inbox/CustomersPage` (/customers, /customers?new=1): the shell renders it inside its providers. */
export default ContactsPage;
