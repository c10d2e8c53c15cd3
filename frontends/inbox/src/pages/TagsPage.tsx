import { TagsPage } from '../features/tags/components/TagsPage';

/** Exposed as `inbox/TagsPage` (/tags, /tags?new=1): the shell renders it inside its providers. */
export default TagsPage;
