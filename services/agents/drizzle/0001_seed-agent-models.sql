-- The models offered to every office, with their price in credits per answer (spec 3 §3).
INSERT INTO "agents"."agent_models" ("id", "name", "price", "description", "position") VALUES
  ('0195f0a0-0000-7000-8000-00000000a001', 'Balcão Essencial', 1, 'Respostas rápidas e objetivas para dúvidas frequentes e triagem de clientes.', 1),
  ('0195f0a0-0000-7000-8000-00000000a002', 'Balcão Avançado', 2, 'Conversas mais naturais, entende perguntas longas e explica andamentos de processos.', 2),
  ('0195f0a0-0000-7000-8000-00000000a003', 'Balcão Especialista', 5, 'Raciocínio mais cuidadoso para casos complexos e atendimento consultivo.', 3)
ON CONFLICT ("id") DO NOTHING;
