import { MongoClient } from "mongodb";

/**
 * Requests one process may have open on the server at once. FerretDB 1.24 (SQLite) has 100
 * connections per database; an update holds one while it reads the document and needs one more to
 * write it, so a hundred updates at once (from every process together) wait on each other for good.
 * The driver queues what is above the bound.
 */
export const MONGO_REQUESTS_PER_PROCESS = 10;

export function connectMongo(url: string): Promise<MongoClient> {
  return MongoClient.connect(url, { maxPoolSize: MONGO_REQUESTS_PER_PROCESS });
}
