/** Spec 1 §9: the sidebar is 250 px open and 90 px collapsed. */
export const SIDER_WIDTH = 250;
export const SIDER_COLLAPSED_WIDTH = 90;
export const TOP_BAR_HEIGHT = 64;
export const SIDER_COLLAPSED_STORAGE_KEY = 'layout:sider-collapsed';
