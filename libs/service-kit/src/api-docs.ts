import { API_KEY_DOMAINS } from '@balcao/contracts';

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
`;

export const API_KEY_SECURITY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'blc_<id>_<segredo>',
  description: 'Chave de API do escritório, criada pelo Gestor em Configurações › Integrações de API.',
} as const;
