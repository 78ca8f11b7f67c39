export * from './arcades'
export * from './widgets'
export * from './admins'
export * from './sessions'
