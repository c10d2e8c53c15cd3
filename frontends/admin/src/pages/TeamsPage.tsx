import { TeamsPage } from '../features/teams/components/TeamsPage';

/** Exposed as `admin/TeamsPage`: the shell renders it inside its providers. */
export default TeamsPage;
