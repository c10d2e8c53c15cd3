// 'Em desenvolvimento', for RoutePage to load lazily (a static import of @balcao/ui's barrel keeps it tree-shaken).
export { DevelopmentPage } from '@balcao/ui';
