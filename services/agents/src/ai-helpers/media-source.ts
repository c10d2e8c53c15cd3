import type { FastifyInstance } from 'fastify';
import { MediaLinks, mediaLinksSecretOf, type Infra, type VerifiedMediaLink } from '@balcao/service-kit';
import type { AgentsConfig } from '../config';

/** Messaging's file route, as registered on a server that mounts messaging under /api. */
const MEDIA_ROUTE = { method: 'GET', url: '/api/media/:key' } as const;

/**
 * Where the audio summary gets a conversation's audio: only a link messaging signed (checked
 * here with the same secret), downloaded from the address the product configured. What a
 * request says of its own origin (Host, X-Forwarded-Host) plays no part.
 */
export interface MediaSource {
  /** The signed link's verified parts, or null: not a media link this product issued, or expired. */
  verify(audioUrl: string): VerifiedMediaLink | null;
  /** messaging's base URL to download from, or null when none is configured (the summary is then off). */
  baseUrl(): string | null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** This server's own address, when it serves messaging's files itself (standalone and tests mount every service on one server). */
function ownAddressServingMedia(app: FastifyInstance): string | null {
  if (!app.hasRoute(MEDIA_ROUTE)) return null;
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? (address.family === 'IPv6' ? '[::1]' : '127.0.0.1') : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function createMediaSource(app: FastifyInstance, config: AgentsConfig, infra: Infra): MediaSource {
  const secret = mediaLinksSecretOf(config.MEDIA_SIGNING_SECRET, infra.keys);
  const links = secret ? new MediaLinks(secret) : null;
  return {
    verify(audioUrl) {
      if (!links) return null;
      let link = audioUrl;
      // Messaging issues paths; one the browser made absolute is taken only on the product's public address.
      if (SCHEME.test(audioUrl)) {
        let url: URL;
        try {
          url = new URL(audioUrl);
        } catch {
          return null;
        }
        // Read when used: the standalone server learns its own address only once it listens.
        if (url.origin !== new URL(infra.config.PUBLIC_URL).origin || url.username || url.password) return null;
        link = `${url.pathname}${url.search}`;
      }
      return links.verifiedLink(link);
    },
    baseUrl: () => (links ? (config.MEDIA_INTERNAL_URL ?? ownAddressServingMedia(app)) : null),
  };
}
