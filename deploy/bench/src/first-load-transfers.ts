import type { CDPSession } from 'playwright-core';

export interface Transfer {
  url: string;
  /** Bytes on the wire, headers included (CDP loadingFinished.encodedDataLength). */
  encoded: number;
  /** Body bytes after decoding (sum of CDP dataReceived.dataLength). */
  decoded: number;
  encoding: string;
  cacheControl?: string;
  isApi: boolean;
}

/** Every response that finished loading while `action` ran, with its encoded and decoded sizes. */
export async function recordTransfers(cdp: CDPSession, action: () => Promise<void>): Promise<Transfer[]> {
  await cdp.send('Network.enable');
  const pending = new Map<string, Omit<Transfer, 'encoded'>>();
  const done: Transfer[] = [];
  const onResponse = (event: { requestId: string; response: { url: string; headers: Record<string, string> } }) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    const url = event.response.url;
    if (url.startsWith('data:')) return;
    pending.set(event.requestId, { url, decoded: 0, encoding: headers['content-encoding'] ?? '', cacheControl: headers['cache-control'], isApi: new URL(url).pathname.startsWith('/api/') });
  };
  const onData = (event: { requestId: string; dataLength: number }) => {
    const transfer = pending.get(event.requestId);
    if (transfer) transfer.decoded += event.dataLength;
  };
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    const transfer = pending.get(event.requestId);
    if (!transfer) return;
    pending.delete(event.requestId);
    done.push({ ...transfer, encoded: event.encodedDataLength });
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await action();
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.dataReceived', onData);
    cdp.off('Network.loadingFinished', onFinished);
  }
  return done;
}

export function summarize(transfers: Transfer[]) {
  const sum = (list: Transfer[], key: 'encoded' | 'decoded') => list.reduce((total, transfer) => total + transfer[key], 0);
  const staticFiles = transfers.filter((transfer) => !transfer.isApi);
  return {
    encoded: sum(transfers, 'encoded'),
    decoded: sum(transfers, 'decoded'),
    staticEncoded: sum(staticFiles, 'encoded'),
    apiEncoded: sum(transfers, 'encoded') - sum(staticFiles, 'encoded'),
    largest: [...transfers].sort((a, b) => b.encoded - a.encoded).slice(0, 12),
  };
}
