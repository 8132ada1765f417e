import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { qrPng } from '../../src/platform/qr/qr-code.ts';

/** Demo images, drawn here rather than downloaded: the logo, banners, zone covers and QR codes. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">
<rect x="2" y="6" width="36" height="36" rx="9" fill="#1f5eff"/>
<path d="M11 31V17l9 7 9-7v14" fill="none" stroke="#fff" stroke-width="3.2" stroke-linejoin="round"/>
<text x="48" y="32" font-family="Noto Sans CJK SC, sans-serif" font-size="24" font-weight="700" fill="#1a2233">会堂</text>
<text x="104" y="31" font-family="Arial, sans-serif" font-size="13" fill="#5b6475" letter-spacing="1">HUITANG</text>
</svg>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#1f5eff"/>
<path d="M16 44V22l16 12 16-12v22" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/></svg>`;

const banner = (title: string, subtitle: string, from: string, to: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1010" cy="120" r="190" fill="#fff" opacity="0.08"/><circle cx="1120" cy="340" r="120" fill="#fff" opacity="0.07"/>
<text x="90" y="185" font-family="Noto Sans CJK SC, sans-serif" font-size="52" font-weight="700" fill="#fff">${title}</text>
<text x="92" y="245" font-family="Noto Sans CJK SC, sans-serif" font-size="24" fill="#fff" opacity="0.88">${subtitle}</text>
</svg>`;

const zoneCover = (label: string, from: string, to: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="160" viewBox="0 0 280 160">
<defs><linearGradient id="z" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="280" height="160" rx="8" fill="url(#z)"/>
<text x="24" y="92" font-family="Noto Sans CJK SC, sans-serif" font-size="30" font-weight="700" fill="#fff">${label}</text></svg>`;

const orgLogo = (mark: string, name: string, color: string, textColor: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48">
<circle cx="24" cy="24" r="20" fill="${color}"/>
<text x="24" y="31" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="20" font-weight="700" fill="#fff">${mark}</text>
<text x="54" y="31" font-family="Noto Sans CJK SC, sans-serif" font-size="19" font-weight="700" fill="${textColor}">${name}</text></svg>`;

const avatar = (initial: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" fill="${color}"/>
<text x="80" y="104" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="72" fill="#fff">${initial}</text></svg>`;

const licence = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">
<rect width="600" height="420" fill="#fffaf0" stroke="#c0392b" stroke-width="8"/>
<text x="300" y="90" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="44" fill="#c0392b">营业执照（演示）</text>
<text x="70" y="190" font-family="Noto Sans CJK SC, sans-serif" font-size="24" fill="#333">名称：${name}</text>
<text x="70" y="240" font-family="Noto Sans CJK SC, sans-serif" font-size="24" fill="#333">类型：演示数据，非真实证照</text></svg>`;

export const demoAssets = {
  logo: '/uploads/demo/logo.svg',
  ico: '/uploads/demo/favicon.svg',
  wxCode: '/uploads/demo/qr-wechat.png',
  wbCode: '/uploads/demo/qr-weibo.png',
  banners: ['/uploads/demo/banner-1.svg', '/uploads/demo/banner-2.svg', '/uploads/demo/banner-3.svg'],
  orgLogos: {
    a: '/uploads/demo/org-a-logo.svg',
    aWhite: '/uploads/demo/org-a-logo-white.svg',
    b: '/uploads/demo/org-b-logo.svg',
    bWhite: '/uploads/demo/org-b-logo-white.svg',
    c: '/uploads/demo/org-c-logo.svg',
  },
  orgQr: { a: '/uploads/demo/qr-org-a.png', b: '/uploads/demo/qr-org-b.png' },
  licences: {
    a: '/uploads/demo/licence-a.svg',
    b: '/uploads/demo/licence-b.svg',
    c: '/uploads/demo/licence-c.svg',
  },
  avatars: { li: '/uploads/demo/avatar-li.svg', zhou: '/uploads/demo/avatar-zhou.svg' },
  meetingCovers: [
    '/uploads/demo/meeting-1.svg',
    '/uploads/demo/meeting-2.svg',
    '/uploads/demo/meeting-3.svg',
  ],
  zones: [
    '/uploads/demo/zone-1.svg',
    '/uploads/demo/zone-2.svg',
    '/uploads/demo/zone-3.svg',
    '/uploads/demo/zone-4.svg',
  ],
};

export const writeDemoAssets = async (uploadsDir: string): Promise<void> => {
  const dir = path.join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  const files: [string, string | Buffer][] = [
    ['logo.svg', logo],
    ['favicon.svg', favicon],
    [
      'banner-1.svg',
      banner('2026 中国医学学术年会', '线上线下同步举办 · 全程直播与回放', '#1f5eff', '#6a3df0'),
    ],
    [
      'banner-2.svg',
      banner('一站式会议管理平台', '报名 · 缴费 · 签到 · 直播 · 证书，全流程在线完成', '#0f9d8a', '#1f5eff'),
    ],
    [
      'banner-3.svg',
      banner('免费发布你的会议', '个人与机构均可入驻，专属官网一键生成', '#f0643d', '#d6336c'),
    ],
    ['zone-1.svg', zoneCover('医学会议', '#1f5eff', '#4c8dff')],
    ['zone-2.svg', zoneCover('学术年会', '#6a3df0', '#9b6bff')],
    ['zone-3.svg', zoneCover('行业峰会', '#0f9d8a', '#37c2a9')],
    ['zone-4.svg', zoneCover('继续教育', '#f0643d', '#ff9966')],
    ['org-a-logo.svg', orgLogo('华', '华东医学教育中心', '#0f6fd6', '#1a2233')],
    ['org-a-logo-white.svg', orgLogo('华', '华东医学教育中心', '#0f6fd6', '#ffffff')],
    ['org-b-logo.svg', orgLogo('未', '未来科技研究院', '#6a3df0', '#1a2233')],
    ['org-b-logo-white.svg', orgLogo('未', '未来科技研究院', '#6a3df0', '#ffffff')],
    ['org-c-logo.svg', orgLogo('星', '星辰会展服务', '#f0643d', '#1a2233')],
    ['licence-a.svg', licence('华东医学教育中心')],
    ['licence-b.svg', licence('未来科技研究院')],
    ['licence-c.svg', licence('星辰会展服务有限公司')],
    ['avatar-li.svg', avatar('李', '#0f9d8a')],
    ['meeting-1.svg', zoneCover('心血管病学术年会', '#c0392b', '#e67e22')],
    ['meeting-2.svg', zoneCover('医学人工智能峰会', '#1f5eff', '#00b4d8')],
    ['meeting-3.svg', zoneCover('介入治疗培训班', '#0f9d8a', '#2ecc71')],
    ['avatar-zhou.svg', avatar('周', '#d6336c')],
    ['qr-org-a.png', await qrPng('https://www.huitang.cn/organization/view/1', { width: 240 })],
    ['qr-org-b.png', await qrPng('https://www.huitang.cn/organization/view/2', { width: 240 })],
    ['qr-wechat.png', await qrPng('https://www.huitang.cn/follow/wechat', { width: 240 })],
    ['qr-weibo.png', await qrPng('https://www.huitang.cn/follow/weibo', { width: 240 })],
  ];
  await Promise.all(files.map(([name, body]) => writeFile(path.join(dir, name), body)));
};
