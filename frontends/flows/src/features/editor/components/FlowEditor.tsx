import type { Flow, FlowStep } from '@balcao/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { toast, useIsMobile } from '@balcao/ui';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { Alert, App, Button, Empty, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkDeviceModal } from '../../devices/components/LinkDeviceModal';
import { useDeleteFlow, useUpdateFlow } from '../../flows/api/flows';
import { FlowFormModal } from '../../flows/components/FlowFormModal';
import { TestChatDrawer } from '../../test-chat/components/TestChatDrawer';
import { useFlowDraft } from '../hooks/use-flow-draft';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { nextPosition, nodeIdOfStepId, removeNode, saveSteps, setLink, stepsOfNode } from '../lib/flow-content-edits';
import { newSteps } from '../lib/step-templates';
import { editorKindOf, KIND_LABELS, type EditorKind } from '../lib/step-types';
import { EditorActionsContext, type EditorActions } from './editor-actions';
import { EditorHeader } from './EditorHeader';
import { FlowCanvas } from './FlowCanvas';
import { StepEditorDrawer } from './StepEditorDrawer';
import { StepsDrawer } from './StepsDrawer';
import { ValidationPanel } from './ValidationPanel';

type Editing = { nodeId: string; steps: FlowStep[]; isNew: boolean };
type Panel = 'steps' | 'test' | 'edit-data' | 'link-device' | null;

function Editor({ flow }: { flow: Flow }) {
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const reactFlow = useReactFlow();
  const { content, setContent, dirty, errors, markSaved } = useFlowDraft(flow);
  const update = useUpdateFlow();
  const remove = useDeleteFlow();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const isMobile = useIsMobile();
  // On a phone the panel would cover the canvas: the banner's 'Ver problemas' opens it.
  const [showErrors, setShowErrors] = useState(!isMobile);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useLeaveGuard(dirty && !leaving);

  useEffect(() => setBannerDismissed(false), [errors.length]);
  useEffect(() => {
    if (leaving) navigate('/flows');
  }, [leaving, navigate]);

  const focusStep = useCallback(
    (stepId: string) => {
      const nodeId = nodeIdOfStepId(content, stepId);
      if (!nodeId) return;
      setSelected(nodeId);
      if (isMobile) setShowErrors(false);
      const node = reactFlow.getNode(nodeId);
      if (node) {
        const width = node.measured?.width ?? 260;
        const height = node.measured?.height ?? 120;
        void reactFlow.setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom: 1, duration: 400 });
      }
    },
    [content, isMobile, reactFlow],
  );

  const stepLabel = useCallback(
    (stepId: string) => {
      const step = content.steps.find((candidate) => candidate.id === stepId);
      if (!step) return 'Fluxo';
      const kind = editorKindOf(step);
      return kind === 'end' ? 'Fim da conversa' : KIND_LABELS[kind];
    },
    [content.steps],
  );

  const save = async () => {
    const saved = await update.mutateAsync({ id: flow.id, content });
    markSaved(saved.content);
    toast.success('Fluxo salvo com sucesso');
  };

  const addStep = (kind: EditorKind) => {
    const position = nextPosition(content);
    const steps = newSteps(kind).map((step) => ({ ...step, position }));
    setPanel(null);
    setEditing({ nodeId: steps[0].groupId ?? steps[0].id, steps, isNew: true });
  };

  const saveStep = (steps: FlowStep[]) => {
    const next = saveSteps(content, steps);
    setContent(next);
    setEditing(null);
    // The first step of an empty flow was renamed 'welcome'.
    setSelected(nodeIdOfStepId(next, content.steps.length === 0 ? next.initialStepId : steps[0].id));
  };

  const actions = useMemo<EditorActions>(
    () => ({
      editNode: (nodeId) => {
        const steps = stepsOfNode(content, nodeId);
        if (steps.length) setEditing({ nodeId, steps, isNew: false });
      },
      // Spec 2 §4: removing a step patches the flow with the remaining steps and initialStepId.
      deleteNode: (nodeId) =>
        modal.confirm({
          title: 'Excluir etapa',
          content: 'Tem certeza que deseja excluir esta etapa? As conexões que levam a ela serão removidas e o fluxo será salvo.',
          okText: 'Excluir',
          okButtonProps: { danger: true },
          cancelText: 'Cancelar',
          onOk: async () => {
            const next = removeNode(content, nodeId);
            const saved = await update.mutateAsync({ id: flow.id, content: next });
            markSaved(saved.content);
            setSelected(null);
            toast.success('Etapa excluída com sucesso');
          },
        }),
      removeLink: (source, handle) =>
        modal.confirm({
          title: 'Remover conexão',
          content: 'Tem certeza que deseja remover esta conexão?',
          okText: 'Remover',
          okButtonProps: { danger: true },
          cancelText: 'Cancelar',
          onOk: () => setContent(setLink(content, source, handle, null)),
        }),
    }),
    [content, flow.id, markSaved, modal, setContent, update],
  );

  const deleteFlow = () =>
    modal.confirm({
      title: 'Excluir fluxo',
      content: `Tem certeza que deseja excluir o fluxo "${flow.name}"? Esta ação não pode ser desfeita.`,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        await remove.mutateAsync(flow.id);
        toast.success('Fluxo excluído com sucesso');
        setLeaving(true);
      },
    });

  return (
    <EditorActionsContext.Provider value={actions}>
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <EditorHeader
          flow={flow}
          saving={update.isPending}
          dirty={dirty}
          onSave={() => void save().catch(() => undefined)}
          onTest={() => setPanel('test')}
          onAdd={() => setPanel('steps')}
          onCenter={() => void reactFlow.fitView({ padding: 0.2, duration: 300, maxZoom: 1 })}
          onEditData={() => setPanel('edit-data')}
          onLinkDevice={() => setPanel('link-device')}
          onDelete={deleteFlow}
        />
        {dirty && (
          <Alert
            type="info"
            banner
            title="Você tem alterações não salvas."
            action={
              <Button size="small" type="primary" loading={update.isPending} onClick={() => void save().catch(() => undefined)}>
                Salvar agora
              </Button>
            }
          />
        )}
        {errors.length > 0 && !bannerDismissed && (
          <Alert
            type="warning"
            banner
            closable={{ onClose: () => setBannerDismissed(true), 'aria-label': 'Dispensar aviso de problemas' }}
            title={errors.length === 1 ? 'O fluxo tem 1 problema de validação.' : `O fluxo tem ${errors.length} problemas de validação.`}
            action={
              <Button size="small" onClick={() => setShowErrors(true)}>
                Ver problemas
              </Button>
            }
          />
        )}
        <div style={{ position: 'relative', flex: 1, minHeight: 320 }}>
          <FlowCanvas content={content} errors={errors} onChange={setContent} selectedNodeId={selected} onSelect={setSelected} />
          {content.steps.length === 0 && (
            <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
              <Empty description="Este fluxo ainda não tem etapas." style={{ pointerEvents: 'auto', background: token.colorBgContainer, padding: 24, borderRadius: 12 }}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setPanel('steps')}>
                  Adicionar etapa
                </Button>
              </Empty>
            </div>
          )}
          {errors.length > 0 && showErrors && (
            <div style={{ position: 'absolute', top: 12, right: 12, zIndex: 5 }}>
              <ValidationPanel errors={errors} stepLabel={stepLabel} onSelect={focusStep} onClose={() => setShowErrors(false)} />
            </div>
          )}
        </div>
      </div>
      {panel === 'steps' && <StepsDrawer content={content} onAdd={addStep} onEdit={actions.editNode} onDelete={actions.deleteNode} onClose={() => setPanel(null)} />}
      {panel === 'test' && <TestChatDrawer content={content} onClose={() => setPanel(null)} />}
      {panel === 'edit-data' && <FlowFormModal flow={flow} onClose={() => setPanel(null)} />}
      {panel === 'link-device' && <LinkDeviceModal flow={flow} onClose={() => setPanel(null)} />}
      {editing && (
        <StepEditorDrawer
          key={editing.nodeId}
          initial={editing.steps}
          isNew={editing.isNew}
          nodeId={editing.nodeId}
          content={content}
          onSave={saveStep}
          onClose={() => setEditing(null)}
        />
      )}
    </EditorActionsContext.Provider>
  );
}

/** /flows/:id (spec 2 §2.5) on React Flow. */
export function FlowEditor({ flow }: { flow: Flow }) {
  return (
    <ReactFlowProvider>
      <Editor flow={flow} />
    </ReactFlowProvider>
  );
}
