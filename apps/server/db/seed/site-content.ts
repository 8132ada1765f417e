import type { TWebInfo } from '@huitang/contracts';
import { demoAssets } from './assets.ts';

export const demoWebInfo: TWebInfo = {
  title: '会堂 · 会议与知识服务平台',
  logo: demoAssets.logo,
  ico: demoAssets.ico,
  keyword: '会议,学术会议,会议直播,会议报名,在线课程,继续教育',
  desc: '会堂为学会、协会、医院、高校与企业提供会议发布、报名缴费、现场签到、全程直播与回放、课程与考试的一站式服务。',
  h5Domain: '',
  copyright: '<p>Copyright © 2026 会堂 huitang.cn 版权所有</p>',
  icp: '京ICP备2026012345号-1',
  prn: '京公网安备',
  prnNo: '11010802034567号',
  isShowService: true,
  service1: '客服热线：400-810-2026',
  service2: '商务合作：bd@huitang.cn',
  service3: '服务时间：周一至周五 9:00-18:00',
  service4: '会议发布咨询：meeting@huitang.cn',
  service5: '',
  wxCode: demoAssets.wxCode,
  wbCode: demoAssets.wbCode,
  isEnableStatistics: false,
  statisticsCode: '',
  orgCustomizeMainDomain: '',
  licenseNote1: '增值电信业务经营许可证：京B2-20260123',
  licenseNote2: '广播电视节目制作经营许可证：（京）字第12345号',
  recruitTitle: '成为会堂讲师',
  recruitText:
    '会堂面向医学、教育、科技等领域的专家学者招募讲师。入驻后可免费发布会议与课程，获得专属主页与收益结算。',
};

export const demoWebInfoEn: Partial<TWebInfo> = {
  title: 'Huitang · Conferences and Learning',
  desc: 'Huitang serves societies, hospitals, universities and companies with meeting publishing, registration and payment, on-site check-in, live streaming with replays, courses and exams.',
  copyright: '<p>Copyright © 2026 Huitang huitang.cn All rights reserved</p>',
  service1: 'Hotline: 400-810-2026',
  service2: 'Partnerships: bd@huitang.cn',
  service3: 'Service hours: Mon–Fri 9:00–18:00',
  service4: 'Publishing meetings: meeting@huitang.cn',
  licenseNote1: 'Value-added telecom business licence: Jing B2-20260123',
  licenseNote2: 'Radio and TV programme production licence: (Jing) No. 12345',
  recruitTitle: 'Become a Huitang lecturer',
  recruitText:
    'Huitang invites experts in medicine, education and technology to join as lecturers: publish meetings and courses for free, with your own profile page and settled earnings.',
};

/** The demo site's nav: only pages that exist. */
export const demoNavBars = [
  ['首页', 'Home', '/'],
  ['会议', 'Meetings', '/meeting'],
  ['会议直播', 'Live', '/meetingLive'],
  ['课程', 'Courses', '/list'],
  ['直播课', 'Live courses', '/live'],
  ['文库', 'Library', '/library'],
  ['资源', 'Resources', '/resource'],
  ['考试', 'Exams', '/exam'],
  ['博客', 'Blog', '/blog'],
  ['问答', 'Q&A', '/question'],
  ['资讯', 'News', '/info'],
  ['机构', 'Institutions', '/organization'],
  ['讲师', 'Lecturers', '/lecturer'],
] as const;

const article = (zh: string, en: string) => ({ zh: `<p>${zh}</p>`, en: `<p>${en}</p>` });

export const demoFooterGroups = [
  {
    navName: '关于会堂',
    navNameEn: 'About',
    articles: [
      [
        '平台介绍',
        'Introduction',
        article(
          '会堂是面向学术组织与企业的会议服务平台，覆盖会议发布、报名缴费、住宿与发票、现场签到、直播回放、论文征集、课程与考试等环节。',
          'Huitang is a conference platform for academic organisations and companies, covering publishing, registration and payment, hotels and invoices, on-site check-in, live streams and replays, paper submission, courses and exams.',
        ),
      ],
      [
        '联系我们',
        'Contact us',
        article(
          '客服热线：400-810-2026（工作日 9:00-18:00）；商务合作：bd@huitang.cn；地址：北京市海淀区中关村大街 1 号。',
          'Hotline: 400-810-2026 (weekdays 9:00–18:00); partnerships: bd@huitang.cn; address: 1 Zhongguancun Street, Haidian, Beijing.',
        ),
      ],
      [
        '加入我们',
        'Careers',
        article(
          '我们正在招聘前端、后端、产品与会务运营岗位，简历请发送至 hr@huitang.cn。',
          'We are hiring front-end and back-end engineers, product managers and event operations staff; send your CV to hr@huitang.cn.',
        ),
      ],
    ],
  },
  {
    navName: '帮助中心',
    navNameEn: 'Help',
    articles: [
      [
        '如何发布会议',
        'Publishing a meeting',
        article(
          '点击页头“免费发布会议”，选择个人或机构入驻，审核通过后即可在会议管理中创建会议、配置报名与日程，并一键上架。',
          'Click “Publish a meeting for free” in the header, apply as an individual or an institution, and once approved create the meeting, set up registration and the agenda, and list it.',
        ),
      ],
      [
        '如何报名参会',
        'Registering for a meeting',
        article(
          '在会议详情页点击“立即报名”，选择报名类型、填写参会信息并完成支付，参会凭证将显示在个人中心。',
          'On the meeting page click “Register”, choose a registration type, fill in your details and pay; your credential appears in your personal centre.',
        ),
      ],
      [
        '常见问题',
        'FAQ',
        article(
          '忘记密码可在登录页通过短信验证码找回；发票可在报名时申请，会后由主办方统一开具。',
          'Forgot your password? Reset it with an SMS code on the login page. Invoices are requested when you register and issued by the organiser after the meeting.',
        ),
      ],
    ],
  },
  {
    navName: '服务条款',
    navNameEn: 'Terms',
    articles: [
      [
        '用户协议',
        'User agreement',
        article(
          '欢迎使用会堂。注册即表示您同意遵守本协议：如实填写个人信息，妥善保管账号与密码，不发布违法违规内容。平台依法保护您的个人信息。',
          'Welcome to Huitang. By registering you agree to this agreement: give truthful personal information, keep your account and password safe, and publish nothing unlawful. We protect your personal information as the law requires.',
        ),
      ],
      [
        '隐私政策',
        'Privacy policy',
        article(
          '我们仅为提供会议服务收集必要信息（手机号、参会信息），不会向第三方出售您的个人信息。您可随时在个人中心查看与修改。',
          'We collect only what the meeting services need (mobile number, attendee details) and never sell your personal information. You can view and change it in your personal centre at any time.',
        ),
      ],
      [
        '版权声明',
        'Copyright notice',
        article(
          '平台内会议资料、课程视频的版权归原作者或主办方所有，未经许可不得转载。',
          'Meeting materials and course videos belong to their authors or organisers and may not be republished without permission.',
        ),
      ],
    ],
  },
] as const;

export const demoFriendLinks = [
  ['中国科学技术协会', 'China Association for Science and Technology', 'https://www.cast.org.cn'],
  ['中华医学会', 'Chinese Medical Association', 'https://www.cma.org.cn'],
  ['中国教育和科研计算机网', 'CERNET', 'https://www.edu.cn'],
  ['国家科技图书文献中心', 'National Science and Technology Library', 'https://www.nstl.gov.cn'],
] as const;

export const demoZones = [
  [
    '医学会议',
    'Medical meetings',
    '临床指南解读、病例讨论与学术年会',
    'Guideline updates, case discussions and annual congresses',
  ],
  [
    '学术年会',
    'Annual congresses',
    '学会、协会年度大会与分论坛',
    'Annual meetings and sessions of societies and associations',
  ],
  [
    '行业峰会',
    'Industry summits',
    '科技、教育与产业领袖的高端对话',
    'Leaders of technology, education and industry in conversation',
  ],
  [
    '继续教育',
    'Continuing education',
    '学分课程、培训班与结业考试',
    'Credit courses, training classes and final exams',
  ],
] as const;

export const demoVipSets = [
  [
    '月度会员',
    'Monthly membership',
    '30.00',
    30,
    '畅看会员专享课程与会议回放',
    'Member-only courses and meeting replays',
  ],
  [
    '季度会员',
    'Quarterly membership',
    '80.00',
    90,
    '畅看会员专享内容，赠送 1 次考试补考',
    'Member-only content plus one exam make-up',
  ],
  [
    '年度会员',
    'Annual membership',
    '298.00',
    365,
    '全年畅看，报名会议享 9 折优惠',
    'A full year of content and 10% off meeting fees',
  ],
] as const;
