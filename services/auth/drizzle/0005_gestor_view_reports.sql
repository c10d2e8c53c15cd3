-- Issue 40: 'Relatórios' (view:reports) joins the catalogue; the Gestor profile holds every code,
-- so the protected profiles of existing offices get it too (new offices get it at sign-up).
UPDATE "auth"."roles" SET "permissions" = array_append("permissions", 'view:reports')
WHERE "is_protected" AND NOT ('view:reports' = ANY("permissions"));
