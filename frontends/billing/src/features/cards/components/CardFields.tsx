import { Col, Form, Input, Row, Typography } from 'antd';
import { MaskedInput } from '../../../lib/MaskedInput';
import { MASKS } from '../../../lib/masks';
import { zodRule } from '../../../lib/zod-rule';
import { CARD_FIELD_SCHEMAS as S } from '../../checkout/lib/card-form';

/** The card and holder fields of spec 3 §3 and §5, with their masks; errors show in red under each. */
export function CardFields() {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Dados do cartão
      </Typography.Title>
      <Form.Item name="cardName" label="Nome impresso no cartão" rules={[zodRule(S.cardName)]}>
        <Input autoComplete="cc-name" maxLength={100} placeholder="Como está no cartão" />
      </Form.Item>
      <Form.Item name="cardNumber" label="Número do cartão" rules={[zodRule(S.cardNumber)]}>
        <MaskedInput mask={MASKS.cardNumber} inputMode="numeric" autoComplete="cc-number" maxLength={19} placeholder="0000 0000 0000 0000" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name="expiryDate" label="Validade" rules={[zodRule(S.expiryDate)]}>
            <MaskedInput mask={MASKS.expiry} inputMode="numeric" autoComplete="cc-exp" maxLength={5} placeholder="MM/AA" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="cvv" label="CVV" rules={[zodRule(S.cvv)]}>
            <MaskedInput mask={MASKS.cvv} inputMode="numeric" autoComplete="cc-csc" maxLength={4} placeholder="000" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="cpf" label="CPF/CNPJ" rules={[zodRule(S.cpf)]}>
            <MaskedInput mask={MASKS.document} inputMode="numeric" maxLength={18} placeholder="000.000.000-00" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Dados do titular</Typography.Title>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label="Nome do titular" rules={[zodRule(S.name)]}>
            <Input autoComplete="name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label="E-mail" rules={[zodRule(S.email)]}>
            <Input autoComplete="email" inputMode="email" maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="postalCode" label="CEP" rules={[zodRule(S.postalCode)]}>
            <MaskedInput mask={MASKS.postalCode} inputMode="numeric" autoComplete="postal-code" maxLength={9} placeholder="00000-000" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="addressNumber" label="Número" rules={[zodRule(S.addressNumber)]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="phone" label="Telefone" rules={[zodRule(S.phone)]}>
            <MaskedInput mask={MASKS.phone} inputMode="tel" autoComplete="tel-national" maxLength={15} placeholder="(00) 00000-0000" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
