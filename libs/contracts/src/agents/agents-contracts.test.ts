import { describe, expect, it } from 'vitest';
import { ZCreateAgentBody, ZUpdateAgentBody } from './agents';
import { normalizeKeywords } from './rules';
import { resolveActivePeriod, SCHEDULE_TIMES, scheduleOfPreset } from './schedule';

const body = { name: 'Clara', purpose: 'SUPORTE', inboxId: '0195f0a0-0000-7000-8000-0000000000a1', productName: 'Produto', productDescription: 'Descrição', communicationStyle: 'FORMAL', agentModelId: '0195f0a0-0000-7000-8000-00000000a001' };

describe('agent contracts', () => {
  it('offers times every 30 minutes, plus 23:59 to end a whole day', () => {
    expect(SCHEDULE_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(SCHEDULE_TIMES).toHaveLength(49);
    expect(SCHEDULE_TIMES.at(-1)).toBe('23:59');
  });

  it('replaces the schedule with a preset and turns an edited schedule into CUSTOM', () => {
    expect(resolveActivePeriod('EXTENDED_HOURS', undefined)).toEqual({ preset: 'EXTENDED_HOURS', schedule: scheduleOfPreset('EXTENDED_HOURS') });
    expect(scheduleOfPreset('EXTENDED_HOURS').monday).toEqual({ enabled: true, startTime: '07:00', endTime: '22:00' });
    expect(scheduleOfPreset('WEEKENDS_ONLY').monday.enabled).toBe(false);
    const edited = { ...scheduleOfPreset('BUSINESS_HOURS'), friday: { enabled: true, startTime: '08:00', endTime: '12:00' } };
    expect(resolveActivePeriod('BUSINESS_HOURS', edited)).toEqual({ preset: 'CUSTOM', schedule: edited });
    expect(resolveActivePeriod('BUSINESS_HOURS', scheduleOfPreset('BUSINESS_HOURS')).preset).toBe('BUSINESS_HOURS');
  });

  it('keeps a keyword only once, trimmed and non-empty', () => {
    expect(normalizeKeywords([' advogado', 'Advogado ', '', '  ', 'prazo'])).toEqual(['advogado', 'prazo']);
  });

  it('defaults a new agent as the form does and refuses human help without a rule', () => {
    const parsed = ZCreateAgentBody.parse(body);
    expect(parsed).toMatchObject({ responseDelaySeconds: 5, maxInteractionsPerSession: 0, activePeriodPreset: 'BUSINESS_HOURS', idleActions: [], transferRules: [], productSite: null });
    const refused = ZCreateAgentBody.safeParse({ ...body, canRequestHumanHelp: true });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['canRequestHumanHelp'], message: 'É obrigatório ter pelo menos uma regra de transferência' });
    expect(ZUpdateAgentBody.safeParse({ canRequestHumanHelp: true }).success).toBe(true);
    expect(ZUpdateAgentBody.safeParse({ canRequestHumanHelp: true, transferRules: [] }).success).toBe(false);
  });

  it('fills a new idle action and rule with the spec defaults', () => {
    const parsed = ZCreateAgentBody.parse({ ...body, idleActions: [{}], transferRules: [{ condition: 'SENTIMENT' }] });
    expect(parsed.idleActions[0]).toEqual({ timeoutMinutes: 30, action: 'ENGAGE_CUSTOMER', customMessage: null });
    expect(parsed.transferRules[0]).toMatchObject({ sentimentThreshold: 7, interactionCount: 5, responseTimeMinutes: 30, keywords: [], enabled: true });
  });
});
