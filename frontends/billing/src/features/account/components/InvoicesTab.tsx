import { Button, Tag } from 'antd';
import type { Invoice, InvoiceStatus } from '@balcao/contracts';
import { DataTable, formatCurrency, formatDate, LoadFailed } from '@balcao/ui';
import { useInvoices } from '../../subscription/api/subscription';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  Pendente: 'gold',
  Pago: 'green',
  Vencido: 'red',
  Recusado: 'red',
  Cancelado: 'default',
  Estornado: 'purple',
};

/** Pagar opens the charge while Pendente; otherwise Visualizar opens the receipt or the charge (spec 3 §2.2). */
function InvoiceAction({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'Pendente' && invoice.paymentUrl) {
    return (
      <Button size="small" type="primary" href={invoice.paymentUrl} target="_blank" rel="noopener noreferrer">
        Pagar
      </Button>
    );
  }
  const link = invoice.transactionReceiptUrl ?? invoice.paymentUrl;
  return link ? (
    <Button size="small" href={link} target="_blank" rel="noopener noreferrer">
      Visualizar
    </Button>
  ) : null;
}

/** Faturas: Data, Status, Valor, Descrição, Ações. */
export function InvoicesTab() {
  const invoices = useInvoices();
  if (invoices.isError) return <LoadFailed message="Não foi possível carregar as faturas." onRetry={() => invoices.refetch()} />;
  return (
    <DataTable<Invoice>
      rowKey="id"
      loading={invoices.isLoading}
      data={invoices.data}
      emptyText="Nenhuma fatura"
      columns={[
        { key: 'date', title: 'Data', render: (_, invoice) => formatDate(invoice.dateCreated) },
        { key: 'status', title: 'Status', render: (_, invoice) => <Tag color={STATUS_COLORS[invoice.status]}>{invoice.status}</Tag> },
        { key: 'amount', title: 'Valor', render: (_, invoice) => formatCurrency(invoice.amount) },
        { key: 'description', title: 'Descrição', dataIndex: 'description' },
        { key: 'actions', title: 'Ações', render: (_, invoice) => <InvoiceAction invoice={invoice} /> },
      ]}
    />
  );
}
