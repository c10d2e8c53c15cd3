import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string | null; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
  tools?: Array<{ type: 'function'; function: { name: string; description: string; parameters: unknown } }>;
}

/** What the fake answers a chat request with: a text, tool calls, or an HTTP error. */
export type ChatReply = { text: string } | { toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> } | { status: number; error: string } | { hang: true };

let sequence = 0;

/** A chat completion in the shape the OpenAI API documents (choices[0].message, tool_calls with JSON arguments). */
function completionOf(model: string, reply: { text: string } | { toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> }) {
  const message =
    'text' in reply
      ? { role: 'assistant', content: reply.text, refusal: null }
      : {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: reply.toolCalls.map((call) => ({ id: `call_${(sequence += 1)}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) } })),
        };
  return {
    id: `chatcmpl-${(sequence += 1)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: 'text' in reply ? 'stop' : 'tool_calls' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * An OpenAI-compatible HTTP server for tests (node:http): POST /v1/chat/completions answers
 * what `respond` decides for each request, POST /v1/audio/transcriptions the `transcription`,
 * and GET /audio/* serves a small audio file. Every request is recorded.
 */
export async function startFakeOpenAiServer(respond: (request: ChatRequest, index: number) => ChatReply, options: { transcription?: string } = {}) {
  const chats: ChatRequest[] = [];
  const transcriptions: Array<{ contentType: string; bytes: number; authorization: string | undefined }> = [];
  const audioRequests: Array<{ authorization: string | undefined }> = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.method === 'POST' && request.url === '/v1/chat/completions') {
      const chat = JSON.parse(body.toString()) as ChatRequest;
      chats.push(chat);
      const reply = respond(chat, chats.length - 1);
      if ('hang' in reply) return; // never answers: the client's timeout must end it
      if ('status' in reply) return send(reply.status, { error: { message: reply.error, type: 'server_error', code: null } });
      return send(200, completionOf(chat.model, reply));
    }
    if (request.method === 'POST' && request.url === '/v1/audio/transcriptions') {
      transcriptions.push({ contentType: request.headers['content-type'] ?? '', bytes: body.length, authorization: request.headers.authorization });
      return send(200, { text: options.transcription ?? '' });
    }
    if (request.method === 'GET' && request.url?.startsWith('/audio/')) {
      audioRequests.push({ authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'audio/ogg' });
      return response.end(Buffer.from('OggS fake audio bytes'));
    }
    send(404, { error: { message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/v1`,
    chats,
    transcriptions,
    audioRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;
