// The conversation list and its controls, one chunk loaded by MessagesWorkspace once a device exists.
export { NewConversationButton } from '../../new-conversation/components/NewConversationButton';
export { ConversationFiltersDrawer } from './ConversationFiltersDrawer';
export { ConversationList } from './ConversationList';
export { ConversationSidebar } from './ConversationSidebar';
export { DeviceSelect } from './DeviceSelect';
