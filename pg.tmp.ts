import postgres from 'postgres';
import { startPostgres } from './server/postgres-cluster';
const cluster = await startPostgres();
console.log(cluster.url);
const sql = postgres(cluster.url, { onnotice: () => undefined });
console.log(await sql`select version()`);
await sql.end();
cluster.stop();
