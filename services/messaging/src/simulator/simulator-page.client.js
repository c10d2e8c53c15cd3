/* global document, window, fetch, FileReader, localStorage, setInterval, clearTimeout, Option, URLSearchParams */
// The customer phone of the simulator page: pairs with a device, sends and shows messages. Like a
// real phone it talks only to the devices whose QR code it scanned: the first scan gives it a
// secret (kept in localStorage) that every later call carries.
(function simulatorPhone() {
  const byId = (id) => document.getElementById(id);
  const deviceSelect = byId('sim-device-select');
  const deviceState = document.querySelector('[data-testid="sim-device-state"]');
  const qrInput = byId('sim-qrcode');
  const phoneInput = byId('sim-phone');
  const nameInput = byId('sim-name');
  const textInput = byId('sim-text');
  const fileInput = byId('sim-file');
  const sendButton = byId('sim-send');
  const list = document.querySelector('[data-testid="sim-messages"]');
  const errorBox = document.querySelector('[data-testid="sim-error"]');
  const attachment = document.querySelector('[data-testid="sim-attachment"]');
  const chatTitle = document.querySelector('[data-testid="sim-chat-title"]');
  const chatSubtitle = document.querySelector('[data-testid="sim-chat-subtitle"]');

  const PHONE_HEADER = 'x-simulator-phone';
  const FILE_MAX_BYTES = 5 * 1024 * 1024;
  let devices = [];
  let lastRendered = '';
  let errorTimer = null;
  let phoneToken = '';

  const STATUS_LABELS = { connected: 'Conectado', pending: 'Aguardando leitura do QR Code', disconnected: 'Desconectado' };
  const FILE_LABELS = { image: 'Imagem', video: 'Vídeo', audio: 'Áudio', document: 'Documento', sticker: 'Figurinha' };

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
    clearTimeout(errorTimer);
    errorTimer = setTimeout(() => (errorBox.hidden = true), 6000);
  }

  async function api(method, path, body, extraHeaders = {}) {
    const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...(phoneToken ? { [PHONE_HEADER]: phoneToken } : {}), ...extraHeaders };
    const response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(data.description ? `${data.message}: ${data.description}` : data.message || 'Erro inesperado');
    return data;
  }

  const digits = (value) => value.replace(/\D/g, '');
  const selectedDevice = () => devices.find((device) => device.integrationId === deviceSelect.value);
  const phone = () => digits(phoneInput.value);

  function remember() {
    localStorage.setItem('balcao-sim', JSON.stringify({ phone: phoneInput.value, name: nameInput.value, device: deviceSelect.value, phoneToken }));
  }

  function restore() {
    const saved = JSON.parse(localStorage.getItem('balcao-sim') || '{}');
    phoneInput.value = saved.phone || `55 11 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    nameInput.value = saved.name || 'Cliente Demonstração';
    phoneToken = saved.phoneToken || '';
    return saved.device || '';
  }

  /** The Balcão session of this browser, if someone signed in here: it may list its own workspaces' waiting QR codes. */
  function sessionToken() {
    const cookie = document.cookie.split('; ').find((part) => part.startsWith('chat-user-token='));
    return cookie ? decodeURIComponent(cookie.slice('chat-user-token='.length)) : '';
  }

  function renderDevices(preferred) {
    const current = preferred || deviceSelect.value;
    deviceSelect.replaceChildren();
    if (devices.length === 0) deviceSelect.append(new Option('Nenhum dispositivo aguardando', ''));
    for (const device of devices) {
      const label = `${device.name} — ${STATUS_LABELS[device.status] || device.status}`;
      deviceSelect.append(new Option(label, device.integrationId));
    }
    if (devices.some((device) => device.integrationId === current)) deviceSelect.value = current;
    renderDeviceState();
  }

  function renderDeviceState() {
    const device = selectedDevice();
    const connected = device && device.status === 'connected';
    deviceState.textContent = device ? (connected ? `Conectado ao número ${device.phoneNumber}` : STATUS_LABELS[device.status]) : '';
    deviceState.classList.toggle('connected', Boolean(connected));
    chatTitle.textContent = device ? device.name : 'Escritório';
    chatSubtitle.textContent = connected ? 'online' : 'Escaneie um QR Code para começar';
    sendButton.disabled = !connected;
  }

  async function loadDevices(preferred) {
    try {
      const paired = phoneToken ? (await api('GET', '/api/simulator/devices')).devices : [];
      const session = sessionToken();
      const waiting = session ? await api('GET', '/api/simulator/waiting-devices', undefined, { authorization: `Bearer ${session}` }).then((data) => data.devices, () => []) : [];
      devices = [...paired, ...waiting];
      renderDevices(preferred);
    } catch (error) {
      showError(error.message);
    }
  }

  function bubble(message) {
    const item = document.createElement('li');
    item.className = `bubble from-${message.from}`;
    if (message.isDeleted) {
      const deleted = document.createElement('span');
      deleted.className = 'deleted';
      deleted.textContent = 'Mensagem apagada';
      item.append(deleted);
    } else if (message.type === 'reaction') {
      const reaction = document.createElement('span');
      reaction.className = 'reaction';
      reaction.textContent = message.text ? `Reagiu com ${message.text}` : 'Removeu a reação';
      item.append(reaction);
    } else {
      if (message.fileName || FILE_LABELS[message.type]) {
        const file = document.createElement('span');
        file.className = 'file';
        file.textContent = `${FILE_LABELS[message.type] || 'Arquivo'}${message.fileName ? ` · ${message.fileName}` : ''}`;
        item.append(file);
      }
      const text = message.caption || message.text;
      if (text) item.append(document.createTextNode(text));
    }
    const meta = document.createElement('span');
    meta.className = 'meta';
    const time = new Date(message.createdAt).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
    meta.textContent = time;
    item.append(meta);
    return item;
  }

  async function loadChat() {
    const device = selectedDevice();
    if (!device || device.status !== 'connected' || phone().length < 10) {
      if (lastRendered !== 'empty') {
        list.replaceChildren(Object.assign(document.createElement('li'), { className: 'empty', textContent: 'Nenhuma mensagem ainda' }));
        lastRendered = 'empty';
      }
      return;
    }
    const query = new URLSearchParams({ integrationId: device.integrationId, phone: phone() });
    const { messages } = await api('GET', `/api/simulator/messages?${query}`);
    const signature = JSON.stringify(messages.map((message) => [message.id, message.status]));
    if (signature !== lastRendered) {
      list.replaceChildren(...(messages.length ? messages.map(bubble) : [Object.assign(document.createElement('li'), { className: 'empty', textContent: 'Nenhuma mensagem ainda' })]));
      list.scrollTop = list.scrollHeight;
      lastRendered = signature;
    }
    const unread = messages.some((message) => message.from === 'office' && message.status !== 'READ');
    if (unread && document.visibilityState === 'visible') await api('POST', '/api/simulator/read', { integrationId: device.integrationId, phone: phone() });
  }

  function readFile(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] || '');
      reader.onerror = () => reject(new Error('Não foi possível ler o arquivo'));
      reader.readAsDataURL(file);
    });
  }

  const kindOf = (mimeType) => (['image', 'video', 'audio'].includes(mimeType.split('/')[0]) ? mimeType.split('/')[0] : 'document');

  byId('sim-scan').addEventListener('click', async () => {
    const device = selectedDevice();
    const qrcode = qrInput.value.trim() || (device && device.qrcode);
    if (!qrcode) return showError('Cole o conteúdo do QR Code ou selecione um dispositivo aguardando a leitura');
    try {
      const paired = await api('POST', '/api/simulator/scan', { qrcode });
      phoneToken = paired.phoneToken;
      qrInput.value = '';
      await loadDevices(paired.integrationId);
      remember();
    } catch (error) {
      showError(error.message);
    }
  });

  fileInput.addEventListener('change', () => {
    const file = fileInput.files[0];
    attachment.hidden = !file;
    attachment.textContent = file ? `Anexo: ${file.name}` : '';
  });

  byId('sim-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const device = selectedDevice();
    const file = fileInput.files[0];
    const text = textInput.value.trim();
    if (!device || (!text && !file)) return;
    if (phone().length < 10) return showError('Informe o seu número com DDD');
    if (file && file.size > FILE_MAX_BYTES) return showError('O arquivo excede o limite de 5 MB do simulador');
    sendButton.disabled = true;
    try {
      const body = { integrationId: device.integrationId, from: phone(), name: nameInput.value.trim() || null, type: 'text', text: text || null };
      if (file) Object.assign(body, { type: kindOf(file.type || ''), caption: text || null, text: null, file: { data: await readFile(file), mimeType: file.type || 'application/octet-stream', fileName: file.name } });
      await api('POST', '/api/simulator/messages', body);
      textInput.value = '';
      fileInput.value = '';
      attachment.hidden = true;
      remember();
      await loadChat();
    } catch (error) {
      showError(error.message);
    } finally {
      renderDeviceState();
    }
  });

  deviceSelect.addEventListener('change', () => {
    renderDeviceState();
    remember();
    lastRendered = '';
  });
  phoneInput.addEventListener('change', () => {
    remember();
    lastRendered = '';
  });
  nameInput.addEventListener('change', remember);

  const preferred = restore();
  loadDevices(preferred);
  setInterval(() => loadDevices(), 3000);
  setInterval(() => loadChat().catch((error) => showError(error.message)), 1000);
  window.simulatorReady = true;
})();
