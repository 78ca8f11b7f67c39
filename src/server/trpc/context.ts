import { getDb, type Db } from '../db/client.server'

export interface Context {
  db: Db
  request: Request
}

export function createContext(request: Request): Context {
  return { db: getDb(), request }
}
