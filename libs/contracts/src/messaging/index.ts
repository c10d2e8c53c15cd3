export * from './enums';
export * from './dto';
export * from './events';
