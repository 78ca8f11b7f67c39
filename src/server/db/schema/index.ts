export * from './arcades'
