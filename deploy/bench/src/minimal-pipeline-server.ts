// Child process of the ingest bench: the minimal hand-built pipeline, the machine's
// reference for what an ingest path can do here. Per message: an HTTP POST, one single-row
// INSERT (its own commit), one JetStream publish awaiting its ack, and a consumer that pushes the
// message to every connected WebSocket. No contacts, conversations, outbox, tenancy or resume.
import http from 'node:http';
import { AckPolicy, connect, DeliverPolicy } from 'nats';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const stream = `${process.env.NATS_STREAM}_MINIMAL`;
const subject = `${process.env.NATS_SUBJECT_PREFIX}.minimal.message`;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 16 });
await pool.query('create table bench_minimal_messages (id bigserial primary key, text text not null, at timestamptz not null default now())');
const nc = await connect({ servers: process.env.NATS_URL });
const jsm = await nc.jetstreamManager();
await jsm.streams.add({ name: stream, subjects: [subject] });
await jsm.consumers.add(stream, { durable_name: 'push', ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All });
const js = nc.jetstream();

const sockets = new Set<WebSocket>();
const webSockets = new WebSocketServer({ noServer: true });
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const { text } = JSON.parse(Buffer.concat(chunks).toString()) as { text: string };
      const { rows } = await pool.query<{ id: string }>('insert into bench_minimal_messages (text) values ($1) returning id', [text]);
      await js.publish(subject, Buffer.from(JSON.stringify({ id: rows[0].id, text })));
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: rows[0].id }));
    } catch {
      response.writeHead(500).end();
    }
  });
});
server.on('upgrade', (request, socket, head) =>
  webSockets.handleUpgrade(request, socket, head, (webSocket) => {
    sockets.add(webSocket);
    webSocket.on('close', () => sockets.delete(webSocket));
  }),
);

const messages = await (await js.consumers.get(stream, 'push')).consume({ max_messages: 200 });
void (async () => {
  for await (const message of messages) {
    const frame = Buffer.from(message.data).toString();
    for (const webSocket of sockets) webSocket.send(frame);
    message.ack();
  }
})();

server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as { port: number }).port }));

process.on('message', async (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'stop') {
    await messages.close();
    await jsm.streams.delete(stream);
    await nc.close();
    await pool.query('drop table bench_minimal_messages');
    await pool.end();
    process.exit(0);
  }
});
