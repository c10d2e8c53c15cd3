/** Side drawers of the conversation: 380 px, or the whole screen when it is narrower. */
export const SIDE_DRAWER_WIDTH = 380;

export const sideDrawerWidth = () =>
  typeof window === 'undefined' ? SIDE_DRAWER_WIDTH : Math.min(SIDE_DRAWER_WIDTH, window.innerWidth);
