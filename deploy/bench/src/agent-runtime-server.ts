// Child process of the agent-runtime bench: one service replica, as a cluster runs it (its own
// process), on the real PostgreSQL, NATS JetStream and Redis the parent prepared.
//   role 'messaging':     auth + messaging with the simulator channel (clients' entry point, replies' exit)
//   role 'agents':        the agents API and its runtime, its model the openai adapter (LLM_* variables)
//   role 'notifications': the realtime gateway the bench's WebSocket connects to
//   role 'model':         an OpenAI-compatible server answering every chat completion at once
import { createServer } from 'node:http';
import { agentsService } from '@balcao/agents-service';
import { authService } from '@balcao/auth-service';
import { messagingService } from '@balcao/messaging-service';
import { notificationsService } from '@balcao/notifications-service';
import { closeInfra, createInfra, createServiceApp, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { answerBenchParent } from './bench-child';
import { MODEL_ASKED_AT } from './agent-runtime-model';

/** What the fake model answers every client (the parent recognises the agent's reply by it). */
const MODEL_ANSWER = process.env.BENCH_MODEL_ANSWER ?? 'Olá! Em que posso ajudar?';

const role = process.argv[2];
if (role !== 'messaging' && role !== 'agents' && role !== 'notifications' && role !== 'model') throw new Error(`unknown role '${role}'`);

/**
 * A chat completion in the shape the OpenAI API documents, with the fixed answer followed by when
 * the request arrived (the parent reads it off the reply to time the runtime's steps).
 */
const completionOf = (model: string, sequence: number, askedAt: number) =>
  JSON.stringify({
    id: `chatcmpl-${sequence}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: `${MODEL_ANSWER} ${MODEL_ASKED_AT}${askedAt}`, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  });

async function startModelServer() {
  let sequence = 0;
  const server = createServer((request, response) => {
    const askedAt = Date.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { message: 'not found' } }));
      }
      const { model } = JSON.parse(Buffer.concat(chunks).toString()) as { model: string };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(completionOf(model, (sequence += 1), askedAt));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function startReplica() {
  const config = parseConfig(ZBaseConfig, { ...process.env, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '16' });
  const infra = await createInfra(config);
  const app = await createServiceApp({ name: `bench-${role}`, infra });
  if (role === 'messaging') {
    await app.register(authService, { infra, prefix: '/api' });
    await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
  } else if (role === 'agents') {
    await app.register(agentsService, { infra, prefix: '/api' });
  } else {
    await app.register(notificationsService, { infra, prefix: '/api' });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as { port: number }).port,
    close: async () => {
      await app.close().catch(() => undefined);
      await closeInfra(infra).catch(() => undefined);
    },
  };
}

const running = role === 'model' ? await startModelServer() : await startReplica();
answerBenchParent({ port: running.port }, running.close);
