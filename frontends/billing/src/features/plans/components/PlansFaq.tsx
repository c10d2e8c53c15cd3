import { Collapse, Typography } from 'antd';

const FAQ = [
  {
    key: 'cases',
    label: 'Meus clientes podem consultar o andamento do processo pelo WhatsApp?',
    text: 'Sim. O cliente envia o número do processo pelo WhatsApp e a inteligência artificial do Balcão consulta as movimentações e explica cada uma em linguagem simples.',
  },
  {
    key: 'guarantee',
    label: 'Como funciona a garantia?',
    text: 'Você tem 7 dias de garantia total: se cancelar nesse período, devolvemos o valor pago.',
  },
  {
    key: 'payment',
    label: 'Quais são as formas de pagamento?',
    text: 'Cartão de crédito (no plano anual em até 12x sem juros) ou PIX, com 5% de desconto no plano anual.',
  },
  {
    key: 'credits',
    label: 'O que são os créditos de IA?',
    text: 'Cada plano inclui créditos mensais para os agentes de IA. Se precisar de mais, compre créditos extras por PIX em Configurações > Créditos.',
  },
  {
    key: 'cancel',
    label: 'Posso cancelar quando quiser?',
    text: 'Sim. O acesso continua até o fim do período já pago, e você pode reativar a assinatura antes disso.',
  },
];

/** The FAQ under the plans: one item open at a time (spec 3 §2.2). */
export function PlansFaq() {
  return (
    <div>
      <Typography.Title level={4}>Perguntas frequentes</Typography.Title>
      <Collapse
        accordion
        defaultActiveKey={FAQ[0].key}
        items={FAQ.map(({ key, label, text }) => ({ key, label, children: <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph> }))}
      />
    </div>
  );
}
