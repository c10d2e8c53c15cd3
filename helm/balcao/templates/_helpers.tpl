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

{{/* Holds the external URLs given as plain values (they may carry credentials). */}}
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
