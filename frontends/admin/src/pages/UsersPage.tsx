import { UsersPage } from '../features/users/components/UsersPage';

/** Exposed as `admin/UsersPage`: the shell renders it inside its providers. */
export default UsersPage;
