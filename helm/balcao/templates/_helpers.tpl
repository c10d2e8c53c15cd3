{{/*
Names. Release "balcao" gives balcao-auth, balcao-web-shell…; any other release name is
prefixed: "prod" gives prod-balcao-auth.
*/}}
{{- define "balcao.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "balcao.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "balcao.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
A workload's component: the service name, or web-<name> for a frontend (services and
frontends share names such as crm).
Input: dict "kind" ("service" | "frontend") "name" <key in values>.
*/}}
{{- define "balcao.component" -}}
{{- if eq .kind "frontend" }}
{{- printf "web-%s" .name }}
{{- else }}
{{- .name }}
{{- end }}
{{- end }}

{{/* Input: dict "root" $ "kind" … "name" …  Output: <fullname>-<component>. */}}
{{- define "balcao.workloadName" -}}
{{- printf "%s-%s" (include "balcao.fullname" .root) (include "balcao.component" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Input: dict "root" $ "kind" … "name" … */}}
{{- define "balcao.selectorLabels" -}}
app.kubernetes.io/name: {{ include "balcao.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ include "balcao.component" . }}
{{- end }}

{{/* Input: dict "root" $ "kind" … "name" …; kind and name may be empty for shared objects. */}}
{{- define "balcao.labels" -}}
helm.sh/chart: {{ include "balcao.chart" .root }}
app.kubernetes.io/name: {{ include "balcao.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- if .name }}
app.kubernetes.io/component: {{ include "balcao.component" . }}
balcao.dev/tier: {{ .kind }}
{{- end }}
app.kubernetes.io/part-of: balcao
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{/* Input: dict "root" $ "image" <workload image block>. */}}
{{- define "balcao.image" -}}
{{- $registry := .image.registry | default .root.Values.image.registry }}
{{- $tag := .image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion }}
{{- if $registry }}
{{- printf "%s/%s:%s" (trimSuffix "/" $registry) .image.repository $tag }}
{{- else }}
{{- printf "%s:%s" .image.repository $tag }}
{{- end }}
{{- end }}

{{- define "balcao.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "balcao.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "balcao.publicUrl" -}}
{{- if .Values.publicUrl }}
{{- .Values.publicUrl | trimSuffix "/" }}
{{- else if .Values.ingress.host }}
{{- printf "%s://%s" (ternary "https" "http" .Values.ingress.tls.enabled) .Values.ingress.host }}
{{- else }}
{{- fail "publicUrl is required when ingress.host is empty" }}
{{- end }}
{{- end }}

{{/*
The full name a dependency chart gives its objects (the same rule as their own
"<chart>.fullname"). Input: dict "root" $ "chart" "postgresql" | "redis" | "nats".
*/}}
{{- define "balcao.dependencyFullname" -}}
{{- $values := index .root.Values .chart }}
{{- if $values.fullnameOverride }}
{{- $values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .chart $values.nameOverride }}
{{- if contains $name .root.Release.Name }}
{{- .root.Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .root.Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "balcao.jwtSecretName" -}}
{{- .Values.jwt.existingSecret | default (printf "%s-jwt" (include "balcao.fullname" .)) }}
{{- end }}

{{/* Holds the external URLs and keys given as plain values (they may carry credentials). */}}
{{- define "balcao.connectionsSecretName" -}}
{{- printf "%s-connections" (include "balcao.fullname" .) }}
{{- end }}

{{/*
Whether a workload keeps more than one pod at all times (then it gets a
PodDisruptionBudget). Input: a workload's values. Output: "true" or "".
*/}}
{{- define "balcao.isReplicated" -}}
{{- $auto := .autoscaling | default dict }}
{{- if $auto.enabled }}
{{- if gt (int $auto.minReplicas) 1 }}true{{ end }}
{{- else if gt (int .replicas) 1 }}true{{ end }}
{{- end }}

{{/* Pod scheduling shared by every workload. Input: dict "root" $ "kind" … "name" … */}}
{{- define "balcao.podScheduling" -}}
{{- $root := .root }}
{{- with $root.Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $root.Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $root.Values.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- if $root.Values.topologySpread.enabled }}
topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: {{ $root.Values.topologySpread.topologyKey }}
    whenUnsatisfiable: ScheduleAnyway
    labelSelector:
      matchLabels:
        {{- include "balcao.selectorLabels" . | nindent 8 }}
{{- end }}
{{- end }}

{{/*
A service's Ingress path prefixes: its routes, the paths of each stand-in it serves that
`standIns` turns on, and its API documentation with ingress.publicApiDocs.
Input: dict "root" $ "name" <service> "svc" <its values>. Output: JSON list (fromJsonArray).
*/}}
{{- define "balcao.routes" -}}
{{- $root := .root }}
{{- $routes := .svc.routes }}
{{- range $standIn, $paths := .svc.standInRoutes | default dict }}
{{- if index $root.Values.standIns $standIn }}
{{- $routes = concat $routes $paths }}
{{- end }}
{{- end }}
{{- if $root.Values.ingress.publicApiDocs }}
{{- $routes = append $routes (printf "/api/docs/%s" .name) }}
{{- end }}
{{- toJson $routes }}
{{- end }}

{{/*
The paths of the stand-ins left off (ARCHITECTURE §7), which the Ingress sends to the host
frontend (its nginx answers 404) so that no service route covering them reaches a stand-in.
Output: JSON list (fromJsonArray).
*/}}
{{- define "balcao.closedPaths" -}}
{{- $closed := list }}
{{- range $name, $svc := .Values.services }}
{{- range $standIn, $paths := $svc.standInRoutes | default dict }}
{{- if not (index $.Values.standIns $standIn) }}
{{- $closed = concat $closed $paths }}
{{- end }}
{{- end }}
{{- end }}
{{- toJson ($closed | uniq) }}
{{- end }}

{{/* The enabled host frontend's name (shell), or "". */}}
{{- define "balcao.hostFrontend" -}}
{{- range $name, $fe := .Values.frontends }}
{{- if and $fe.enabled (eq $fe.role "host") }}{{ $name }}{{ end }}
{{- end }}
{{- end }}

{{/* Whether the services get a Redis shared by their replicas. Output: "true" or "". */}}
{{- define "balcao.hasRedis" -}}
{{- if or .Values.redis.enabled .Values.externalRedis.url .Values.externalRedis.existingSecret }}true{{ end }}
{{- end }}

{{- define "balcao.metricsSecretName" -}}
{{- .Values.metrics.existingSecret | default (printf "%s-metrics" (include "balcao.fullname" .)) }}
{{- end }}

{{- define "balcao.mediaSigningSecretName" -}}
{{- printf "%s-media" (include "balcao.fullname" .) }}
{{- end }}

{{/*
Settings that would install but not work: refused with what to change.
Input: dict "root" $ "name" <service> "svc" <its values>.
*/}}
{{- define "balcao.checkService" -}}
{{- $where := printf "services.%s" .name }}
{{- $replicated := include "balcao.isReplicated" .svc }}
{{- if and $replicated (eq (.svc.channelProvider | default "") "baileys") (not (include "balcao.hasRedis" .root)) }}
{{- fail (printf "%s runs several pods with Baileys: their WhatsApp device leases need a shared Redis (redis.enabled or externalRedis), or run one pod" $where) }}
{{- end }}
{{- if and .root.Values.standIns.simulator (hasKey (.svc.standInRoutes | default dict) "simulator") (ne (.svc.channelProvider | default "") "simulator") }}
{{- fail (printf "standIns.simulator routes the simulator to %s, whose channelProvider is %s: set %s.channelProvider=simulator too" $where (.svc.channelProvider | default "unset") $where) }}
{{- end }}
{{- with .svc.media }}
{{- if and $replicated (eq .storage "local") }}
{{- fail (printf "%s.media.storage=local keeps files on each pod's own disk: use s3, or run one pod (replicas: 1, autoscaling.enabled: false)" $where) }}
{{- end }}
{{- if eq .storage "s3" }}
{{- if not .s3.bucket }}
{{- fail (printf "%s.media.storage=s3 needs media.s3.bucket" $where) }}
{{- end }}
{{- if not (or .s3.existingSecret (and .s3.accessKey .s3.secretKey)) }}
{{- fail (printf "%s.media.storage=s3 needs media.s3.existingSecret, or media.s3.accessKey and media.s3.secretKey" $where) }}
{{- end }}
{{- end }}
{{- end }}
{{- end }}
