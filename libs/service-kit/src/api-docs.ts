import { API_KEY_DOMAINS, WEBHOOK_EVENT_TYPES } from '@balcao/contracts';

/**
 * The OpenAPI document's introduction: how an office's system calls the API with an API key
 * (issue 41). Markdown, shown at the top of /api/docs.
 */
export const API_DOCS_DESCRIPTION = `
## Chaves de API

Os sistemas do escritório (gestão de processos, automações, BI) chamam as mesmas rotas \`/api\` da aplicação com uma **chave de API**.

1. O Gestor cria a chave em **Configurações › Integrações de API**, com um nome, uma validade, as permissões (leitura ou leitura e escrita por área: ${API_KEY_DOMAINS.map((domain) => domain.name).join(', ')}) e os workspaces que ela alcança.
2. A chave (\`blc_…\`) é mostrada **uma única vez**; guarde-a num cofre de segredos. O Balcão guarda apenas o hash dela.
3. Envie-a no cabeçalho \`Authorization\`:

\`\`\`bash
curl -H "Authorization: Bearer blc_SUA_CHAVE" \\
  "https://SEU-ENDERECO/api/conversation?inboxId=ID_DO_WORKSPACE&page=1&limit=20"
\`\`\`

- \`GET\`/\`HEAD\` precisam da permissão de leitura da área da rota; \`POST\`, \`PUT\`, \`PATCH\` e \`DELETE\`, da de escrita.
- Só os dados do escritório e dos workspaces da chave aparecem; outro workspace responde **404**.
- Rotas de atendentes, perfis, workspaces, dispositivos, assinatura, configurações e das próprias chaves respondem **403** a uma chave.
- Chave inválida, expirada ou revogada: **401** (a revogação vale já na requisição seguinte). Limite de requisições por minuto por chave: **429** com \`Retry-After\`.

## Webhooks

O Gestor cadastra em **Configurações › Webhooks** a URL (https) de um sistema do escritório e os eventos que ele quer receber: ${WEBHOOK_EVENT_TYPES.map((type) => `\`${type.code}\``).join(', ')}.
Cada evento chega num \`POST\` com o corpo JSON \`{ id, type, version, occurredAt, officeId, data }\` (\`version: 1\`; os campos de \`data\` por tipo estão em docs/webhooks.md) e os cabeçalhos
\`Balcao-Webhook-Id\`, \`Balcao-Webhook-Timestamp\` (segundos Unix) e \`Balcao-Webhook-Signature: v1=<HMAC-SHA256 hex de "<timestamp>.<corpo>">\`, assinado com o segredo do webhook ('Revelar segredo').

Confira a assinatura com o corpo **exatamente como chegou** (Node.js):

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';

function webhookAutentico(corpoBruto, headers, segredo) {
  const timestamp = headers['balcao-webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false; // recusa reenvios antigos
  const esperado = Buffer.from('v1=' + createHmac('sha256', segredo).update(timestamp + '.' + corpoBruto).digest('hex'));
  const recebido = Buffer.from(headers['balcao-webhook-signature'] ?? '');
  return recebido.length === esperado.length && timingSafeEqual(recebido, esperado);
}
\`\`\`

- Responda **2xx** em até 10 segundos (redirecionamentos não são seguidos). Outra resposta, erro de rede ou demora: nova tentativa, com espera exponencial e aleatória, por 24 horas; depois o webhook é pausado e o Gestor avisado.
- A entrega é *pelo menos uma vez*: o mesmo \`id\` pode chegar de novo (uma nova tentativa, um 'Reenviar'); ignore um \`id\` já processado. Os eventos de um mesmo atendimento chegam na ordem em que aconteceram.
`;

export const API_KEY_SECURITY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'blc_<id>_<segredo>',
  description: 'Chave de API do escritório, criada pelo Gestor em Configurações › Integrações de API.',
} as const;
