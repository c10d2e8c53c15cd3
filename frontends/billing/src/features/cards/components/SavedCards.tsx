import { useState } from 'react';
import { Button, Card, Flex, List, Tag, Typography } from 'antd';
import { CreditCardOutlined, PlusOutlined } from '@ant-design/icons';
import { LoadFailed } from '@balcao/ui';
import { useCards, useSetDefaultCard } from '../api/cards';
import { AddCardModal } from './AddCardModal';

/** Saved cards: the list, the default one, and the add-card form (spec 3 §2.2). */
export function SavedCards() {
  const cards = useCards();
  const setDefault = useSetDefaultCard();
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title="Cartões salvos"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Adicionar cartão
        </Button>
      }
    >
      {cards.isError ? (
        <LoadFailed message="Não foi possível carregar os cartões." onRetry={() => cards.refetch()} />
      ) : (
        <List
          loading={cards.isLoading}
          dataSource={cards.data ?? []}
          locale={{ emptyText: 'Nenhum cartão salvo' }}
          renderItem={(card) => (
            <List.Item
              actions={[
                card.isDefault ? (
                  <Tag key="default" color="blue">
                    Padrão
                  </Tag>
                ) : (
                  <Button key="make-default" size="small" loading={setDefault.isPending && setDefault.variables === card.id} onClick={() => setDefault.mutate(card.id)}>
                    Tornar padrão
                  </Button>
                ),
              ]}
            >
              <Flex gap={12} align="center">
                <CreditCardOutlined style={{ fontSize: 20 }} />
                <Flex vertical>
                  <Typography.Text strong>
                    {card.brand} •••• {card.number}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {card.holderName} · validade {card.expirationDate}
                  </Typography.Text>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
      <AddCardModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
