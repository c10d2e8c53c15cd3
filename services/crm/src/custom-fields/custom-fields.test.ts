import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_TYPES, type CustomField, type Funnel, type Lead } from '@balcao/contracts';
import { startCrmTestApp, type CrmTestApp, type TestUser } from '../testing/crm-test-app';
import { normalizeCustomFieldValue } from './custom-field-value';

describe('custom field values', () => {
  it('stores each type in one form and refuses what does not fit it', () => {
    const field = (type: CustomField['type'], options = '') => ({ type, options });
    expect(normalizeCustomFieldValue(field('number'), '1,5')).toBe('1.5');
    expect(normalizeCustomFieldValue(field('number'), 'dez')).toBeNull();
    expect(normalizeCustomFieldValue(field('date'), '2026-02-28')).toBe('2026-02-28');
    expect(normalizeCustomFieldValue(field('date'), '2026-02-30')).toBeNull();
    expect(normalizeCustomFieldValue(field('time'), '09:30')).toBe('09:30');
    expect(normalizeCustomFieldValue(field('time'), '25:00')).toBeNull();
    expect(normalizeCustomFieldValue(field('datetime'), '2026-02-28T12:00:00-03:00')).toBe('2026-02-28T15:00:00.000Z');
    expect(normalizeCustomFieldValue(field('select', 'A,B'), 'B')).toBe('B');
    expect(normalizeCustomFieldValue(field('multiselect', 'A,B,C'), 'C,A')).toBe('A,C');
    expect(normalizeCustomFieldValue(field('multiselect', 'A,B,C'), 'A,D')).toBeNull();
    expect(normalizeCustomFieldValue(field('text'), 'x'.repeat(501))).toBeNull();
    expect(normalizeCustomFieldValue(field('longtext'), 'x'.repeat(501))).toBe('x'.repeat(501));
  });
});

describe('custom fields', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let funnel: Funnel;

  const create = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/funnel-custom-field', as: owner, payload: { funnelId: funnel.id, ...payload } });
  const list = () => t.expectOk<CustomField[]>({ url: '/api/funnel-custom-field', as: owner, query: { funnelId: funnel.id } });

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    funnel = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Família', inboxId: owner.inboxId } }, 201);
  });
  afterAll(async () => t?.close());

  it('creates the eight types, options comma-joined for the selection ones', async () => {
    for (const type of CUSTOM_FIELD_TYPES) {
      const response = await create({ name: `Campo ${type}`, type, options: type.endsWith('select') ? [' Sim ', 'Não'] : '' });
      expect(response.statusCode, response.body).toBe(201);
    }
    const fields = await list();
    expect(fields.map((field) => field.type)).toEqual([...CUSTOM_FIELD_TYPES]);
    expect(fields.find((field) => field.type === 'multiselect')).toMatchObject({ options: 'Sim,Não', funnelId: funnel.id });
    expect(fields.find((field) => field.type === 'text')?.options).toBe('');
  });

  it('validates with the spec messages', async () => {
    expect((await create({ funnelId: undefined, name: 'Área', type: 'text' })).json()).toMatchObject({ statusCode: 400, message: 'Funnel não selecionado', field: 'funnelId' });
    expect((await create({ name: ' ', type: 'text' })).json()).toMatchObject({ statusCode: 400, message: 'Nome obrigatório', field: 'name' });
    expect((await create({ name: 'Área' })).json()).toMatchObject({ statusCode: 400, message: 'Tipo obrigatório', field: 'type' });
    expect((await create({ name: 'Área', type: 'cor' })).json()).toMatchObject({ statusCode: 400, message: 'Tipo obrigatório' });
    expect((await create({ name: 'Área', type: 'select', options: '' })).json()).toMatchObject({ statusCode: 400, message: 'Opções obrigatórias', field: 'options' });
    expect((await create({ name: 'Área', type: 'select', options: ['Cível', ' '] })).json()).toMatchObject({ statusCode: 400, message: 'Opção inválida' });
    expect((await create({ name: 'Área', type: 'select', options: 'Cível,cível' })).json()).toMatchObject({ statusCode: 400, message: 'Opção duplicada' });
  });

  it('edits name, type and options; a selection type keeps needing options', async () => {
    const [text] = await list();
    const renamed = await t.expectOk<CustomField>({ method: 'PATCH', url: `/api/funnel-custom-field/${text.id}`, as: owner, payload: { name: 'Observações' } });
    expect(renamed).toMatchObject({ name: 'Observações', type: 'text' });
    const toSelect = await t.call({ method: 'PATCH', url: `/api/funnel-custom-field/${text.id}`, as: owner, payload: { type: 'select' } });
    expect(toSelect.json()).toMatchObject({ statusCode: 400, message: 'Opções obrigatórias', field: 'options' });
    const select = await t.expectOk<CustomField>({ method: 'PATCH', url: `/api/funnel-custom-field/${text.id}`, as: owner, payload: { type: 'select', options: 'Alta,Baixa' } });
    expect(select).toMatchObject({ type: 'select', options: 'Alta,Baixa' });
    const back = await t.expectOk<CustomField>({ method: 'PATCH', url: `/api/funnel-custom-field/${text.id}`, as: owner, payload: { type: 'number' } });
    expect(back).toMatchObject({ type: 'number', options: '' });
  });

  it("deletes a field with the leads' values for it", async () => {
    const column = await t.expectOk<{ id: string }>({ method: 'POST', url: '/api/funnel-column', as: owner, payload: { funnelId: funnel.id, name: 'Novo' } }, 201);
    const contact = await t.addContact(owner, 'Lúcia Ferreira', '11955550001');
    const [, longtext] = await list();
    const lead = await t.expectOk<Lead>({ method: 'POST', url: '/api/funnel-column-card', as: owner, payload: { funnelId: funnel.id, columnId: column.id, personId: contact.id, customFields: [{ id: longtext.id, value: 'Divórcio litigioso' }] } }, 201);
    expect(lead.customFields.find((field) => field.id === longtext.id)?.value).toBe('Divórcio litigioso');
    expect(await t.expectOk({ method: 'DELETE', url: `/api/funnel-custom-field/${longtext.id}`, as: owner })).toEqual({ success: true });
    const after = await t.expectOk<Lead>({ url: `/api/funnel-column-card/${lead.id}`, as: owner });
    expect(after.customFields.map((field) => field.id)).not.toContain(longtext.id);
    expect((await list()).map((field) => field.id)).not.toContain(longtext.id);
  });
});
