/* global __ENV, __VU, __ITER */
// Sign in, then read the users list with the token: the first two calls of every session.
// How to run it against a cluster: README.md beside this file.
//   k6 run -e BASE_URL=https://balcao.example.com.br -e USERS='a@x.com:senha,b@x.com:senha' deploy/k6/auth-login.js
import http from 'k6/http';
import { check, fail } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
const RATE = Number(__ENV.RATE || 20); // iterations started per second at the plateau
const PLATEAU = __ENV.PLATEAU || '3m';
// REUSE_TOKEN=1: each VU signs in once and then only reads (POST /api/auth/login is limited
// per client IP, see README.md).
const REUSE_TOKEN = __ENV.REUSE_TOKEN === '1' || __ENV.REUSE_TOKEN === 'true';

// USERS='email:password,email:password', or EMAIL and PASSWORD for one account.
function parseUsers() {
  const users = (__ENV.USERS || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':');
      return colon > 0 ? { email: entry.slice(0, colon), password: entry.slice(colon + 1) } : null;
    })
    .filter((user) => user && user.password);
  if (users.length === 0 && __ENV.EMAIL && __ENV.PASSWORD) users.push({ email: __ENV.EMAIL, password: __ENV.PASSWORD });
  return users;
}

export const options = {
  scenarios: {
    login_then_users: {
      executor: 'ramping-arrival-rate',
      startRate: 1,
      timeUnit: '1s',
      preAllocatedVUs: Math.max(10, RATE * 2),
      maxVUs: Math.max(50, RATE * 10),
      stages: [
        { target: RATE, duration: '1m' },
        { target: RATE, duration: PLATEAU },
        { target: 0, duration: '30s' },
      ],
    },
  },
  thresholds: {
    'http_req_duration{endpoint:login}': ['p(99)<300'],
    'http_req_duration{endpoint:users}': ['p(99)<300'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const users = parseUsers();
  if (users.length === 0) {
    fail('Set USERS="email:password,…" (or EMAIL and PASSWORD) to accounts of an office on the target cluster.');
  }
  return { users };
}

let session = null; // per VU: { token, inboxId }

function logIn(user) {
  const response = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify(user), {
    headers: { 'Content-Type': 'application/json' },
    tags: { endpoint: 'login' },
  });
  const ok = check(response, {
    'login answers 200': (r) => r.status === 200,
    'login returns a token': (r) => r.status === 200 && typeof r.json('token') === 'string',
  });
  if (!ok) return null;
  const inboxId = response.json('user.lastInboxUsed') || response.json('user.inboxes.0.id') || '';
  return { token: response.json('token'), inboxId };
}

export default function (data) {
  if (!REUSE_TOKEN || session === null) {
    session = logIn(data.users[(__VU + __ITER) % data.users.length]);
    if (session === null) return;
  }

  const query = `page=1&limit=10${session.inboxId ? `&inboxId=${encodeURIComponent(session.inboxId)}` : ''}`;
  const response = http.get(`${BASE_URL}/api/user?${query}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    tags: { endpoint: 'users' },
  });
  check(response, {
    'users answers 200': (r) => r.status === 200,
    'users returns a page': (r) => r.status === 200 && Array.isArray(r.json('data')),
  });
}
