{{/*
Environment of a backend service, in dependency order: $(VAR) references only see
variables defined above them. Input: dict "root" $ "name" <service> "svc" <its values>.
*/}}
{{- define "balcao.serviceEnv" -}}
{{- $root := .root }}
{{- $svc := .svc }}
{{- $connections := include "balcao.connectionsSecretName" $root }}
{{- range $key, $value := $root.Values.commonEnv }}
- name: {{ $key }}
  value: {{ $value | toString | quote }}
{{- end }}
- name: HOST
  value: "0.0.0.0"
- name: PORT
  value: {{ $svc.port | toString | quote }}
- name: PUBLIC_URL
  value: {{ include "balcao.publicUrl" $root | quote }}
{{- /* The proxies whose X-Forwarded-For is believed (rate limits key on the client's address). */}}
- name: TRUST_PROXY
  value: {{ $root.Values.trustProxy | toString | quote }}
{{- /* PostgreSQL: one database, the service's own schema (ARCHITECTURE §2). */}}
{{- $db := $svc.database | default dict }}
{{- if $db.existingSecret }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $db.existingSecret }}
      key: {{ $db.existingSecretKey | default "database-url" }}
{{- else if $db.url }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $connections }}
      key: {{ printf "%s-database-url" .name }}
{{- else if $root.Values.postgresql.enabled }}
{{- $pg := include "balcao.dependencyFullname" (dict "root" $root "chart" "postgresql") }}
- name: DATABASE_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.postgresql.auth.existingSecret | default $pg }}
      key: {{ $root.Values.postgresql.auth.secretKeys.userPasswordKey | default "password" }}
- name: DATABASE_URL
  value: {{ printf "postgresql://%s:$(DATABASE_PASSWORD)@%s:5432/%s" $root.Values.postgresql.auth.username $pg $root.Values.postgresql.auth.database | quote }}
{{- else if $root.Values.externalDatabase.existingSecret }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.externalDatabase.existingSecret }}
      key: {{ $root.Values.externalDatabase.existingSecretKey | default "database-url" }}
{{- else }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $connections }}
      key: database-url
{{- end }}
{{- /* NATS JetStream. */}}
{{- /* NATS_STREAM_REPLICAS: the bundled cluster's node count (1 without a cluster), or externalNats.streamReplicas. */}}
{{- if $root.Values.nats.enabled }}
{{- $cluster := ($root.Values.nats.config | default dict).cluster | default dict }}
- name: NATS_URL
  value: {{ printf "nats://%s:4222" (include "balcao.dependencyFullname" (dict "root" $root "chart" "nats")) | quote }}
- name: NATS_STREAM_REPLICAS
  value: {{ ternary ($cluster.replicas | default 3) 1 (eq (toString $cluster.enabled) "true") | toString | quote }}
{{- else if $root.Values.externalNats.url }}
- name: NATS_URL
  valueFrom:
    secretKeyRef:
      name: {{ $connections }}
      key: nats-url
- name: NATS_STREAM_REPLICAS
  value: {{ $root.Values.externalNats.streamReplicas | default 1 | toString | quote }}
{{- end }}
{{- /* Redis. */}}
{{- if $root.Values.redis.enabled }}
{{- $redis := include "balcao.dependencyFullname" (dict "root" $root "chart" "redis") }}
{{- if $root.Values.redis.auth.enabled }}
- name: REDIS_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.redis.auth.existingSecret | default $redis }}
      key: {{ $root.Values.redis.auth.existingSecretPasswordKey | default "redis-password" }}
- name: REDIS_URL
  value: {{ printf "redis://:$(REDIS_PASSWORD)@%s-master:6379/0" $redis | quote }}
{{- else }}
- name: REDIS_URL
  value: {{ printf "redis://%s-master:6379/0" $redis | quote }}
{{- end }}
{{- else if $root.Values.externalRedis.existingSecret }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.externalRedis.existingSecret }}
      key: {{ $root.Values.externalRedis.existingSecretKey | default "redis-url" }}
{{- else if $root.Values.externalRedis.url }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ $connections }}
      key: redis-url
{{- end }}
{{- /* The scrape token of /metrics (off in production without it). */}}
- name: METRICS_TOKEN
  valueFrom:
    secretKeyRef:
      name: {{ include "balcao.metricsSecretName" $root }}
      key: metrics-token
{{- /* JWT: every service verifies, only the signer (auth) holds the private key. */}}
- name: JWT_PUBLIC_KEY
  valueFrom:
    secretKeyRef:
      name: {{ include "balcao.jwtSecretName" $root }}
      key: public-key
{{- if $svc.signsTokens }}
- name: JWT_PRIVATE_KEY
  valueFrom:
    secretKeyRef:
      name: {{ include "balcao.jwtSecretName" $root }}
      key: private-key
{{- end }}
{{- /* E-mail. */}}
{{- if $svc.sendsMail }}
{{- if $root.Values.smtp.existingSecret }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.smtp.existingSecret }}
      key: {{ $root.Values.smtp.existingSecretKey | default "smtp-url" }}
{{- else if $root.Values.smtp.url }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $connections }}
      key: smtp-url
{{- end }}
- name: MAIL_FROM
  value: {{ $root.Values.smtp.mailFrom | quote }}
{{- if $root.Values.standIns.devMailbox }}
- name: DEV_MAILBOX
  value: "true"
{{- end }}
{{- end }}
{{- /* The payments sandbox (billing), only when values turn it on. */}}
{{- if and $root.Values.standIns.paymentsSandbox (hasKey ($svc.standInRoutes | default dict) "paymentsSandbox") }}
- name: PAYMENTS_SANDBOX
  value: "true"
{{- end }}
{{- /* WhatsApp channel (messaging). */}}
{{- with $svc.channelProvider }}
- name: CHANNEL_PROVIDER
  value: {{ . | quote }}
{{- end }}
{{- /* Attachments (messaging): where they are kept, and the key of their signed links. */}}
{{- with $svc.media }}
- name: MEDIA_STORAGE
  value: {{ .storage | quote }}
{{- if eq .storage "s3" }}
{{- with .s3.endpoint }}
- name: S3_ENDPOINT
  value: {{ . | quote }}
{{- end }}
- name: S3_REGION
  value: {{ .s3.region | quote }}
- name: S3_BUCKET
  value: {{ .s3.bucket | quote }}
- name: S3_ACCESS_KEY
  valueFrom:
    secretKeyRef:
      name: {{ .s3.existingSecret | default $connections }}
      key: {{ ternary "access-key" (printf "%s-s3-access-key" $.name) (not (empty .s3.existingSecret)) }}
- name: S3_SECRET_KEY
  valueFrom:
    secretKeyRef:
      name: {{ .s3.existingSecret | default $connections }}
      key: {{ ternary "secret-key" (printf "%s-s3-secret-key" $.name) (not (empty .s3.existingSecret)) }}
{{- end }}
- name: MEDIA_SIGNING_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ (.signingSecret | default dict).existingSecret | default (include "balcao.mediaSigningSecretName" $root) }}
      key: signing-secret
{{- end }}
{{- /* Reads messaging's signed file links (agents' audio summary): the same signing key, and messaging's address inside the cluster, never one a client names. */}}
{{- $messaging := $root.Values.services.messaging }}
{{- if and $svc.readsMedia $messaging.enabled }}
- name: MEDIA_SIGNING_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ (($messaging.media | default dict).signingSecret | default dict).existingSecret | default (include "balcao.mediaSigningSecretName" $root) }}
      key: signing-secret
- name: MEDIA_INTERNAL_URL
  value: {{ printf "http://%s" (include "balcao.workloadName" (dict "root" $root "kind" "service" "name" "messaging")) | quote }}
{{- end }}
{{- range $key, $value := $svc.env }}
- name: {{ $key }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- with $svc.extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end }}
