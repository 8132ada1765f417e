import type { TProgrammePlan } from './meeting-programmes.ts';

export const cardiologyProgramme: TProgrammePlan = {
  days: ['2026-12-18', '2026-12-19', '2026-12-20'],
  places: [
    {
      name: '主会场 · 黄浦江厅',
      nameEn: 'Main hall · Huangpu River Hall',
      address: '上海国际会议中心 7 楼',
      addressEn: 'Shanghai International Convention Center, 7F',
    },
    {
      name: '分会场 · 长江厅',
      nameEn: 'Session room · Yangtze Hall',
      address: '上海国际会议中心 5 楼',
      addressEn: 'Shanghai International Convention Center, 5F',
    },
  ],
  guests: [
    {
      name: '陈家伟',
      nameEn: 'Chen Jiawei',
      title: '主任医师、教授',
      titleEn: 'Chief Physician, Professor',
      organization: '复旦大学附属中山医院',
      organizationEn: 'Zhongshan Hospital, Fudan University',
      introduction: '中华医学会心血管病学分会常委，长期从事冠心病介入治疗。',
      introductionEn:
        'Standing committee member of the Chinese Society of Cardiology; decades in coronary intervention.',
    },
    {
      name: '刘思远',
      nameEn: 'Liu Siyuan',
      title: '主任医师',
      titleEn: 'Chief Physician',
      organization: '上海交通大学医学院附属瑞金医院',
      organizationEn: 'Ruijin Hospital, Shanghai Jiao Tong University School of Medicine',
      introduction: '心力衰竭多学科诊疗中心负责人。',
      introductionEn: 'Head of the multidisciplinary heart failure centre.',
    },
    {
      name: '王丽华',
      nameEn: 'Wang Lihua',
      title: '副主任医师',
      titleEn: 'Associate Chief Physician',
      organization: '浙江大学医学院附属第二医院',
      organizationEn: 'Second Affiliated Hospital, Zhejiang University School of Medicine',
      introduction: '心律失常射频消融术专家。',
      introductionEn: 'Specialist in radiofrequency ablation of arrhythmias.',
    },
    {
      name: '张明轩',
      nameEn: 'Zhang Mingxuan',
      title: '教授',
      titleEn: 'Professor',
      organization: '南京医科大学第一附属医院',
      organizationEn: 'First Affiliated Hospital of Nanjing Medical University',
      introduction: '心血管影像与结构性心脏病研究。',
      introductionEn: 'Research in cardiovascular imaging and structural heart disease.',
    },
    {
      name: '李明华',
      nameEn: 'Li Minghua',
      title: '主任医师、教授',
      titleEn: 'Chief Physician, Professor',
      organization: '复旦大学附属中山医院',
      organizationEn: 'Zhongshan Hospital, Fudan University',
      introduction: '冠脉介入与急性心梗救治。',
      introductionEn: 'Coronary intervention and acute myocardial infarction care.',
    },
    {
      name: '赵雅琴',
      nameEn: 'Zhao Yaqin',
      title: '主任护师',
      titleEn: 'Chief Nurse',
      organization: '上海市胸科医院',
      organizationEn: 'Shanghai Chest Hospital',
      introduction: '心血管专科护理与康复。',
      introductionEn: 'Cardiovascular nursing and rehabilitation.',
    },
  ],
  sessions: [
    {
      day: 0,
      place: 0,
      time: ['08:30', '12:00'],
      title: '开幕式与主旨报告',
      titleEn: 'Opening and keynotes',
      host: '陈家伟',
      talks: [
        { time: ['08:30', '09:00'], title: '开幕致辞', titleEn: 'Opening remarks', speakers: [0] },
        {
          time: ['09:00', '09:40'],
          title: '2026 冠心病诊疗指南解读',
          titleEn: 'The 2026 coronary disease guideline',
          speakers: [0],
        },
        {
          time: ['09:40', '10:20'],
          title: '射血分数保留的心衰：从机制到治疗',
          titleEn: 'HFpEF: from mechanism to treatment',
          speakers: [1],
        },
        {
          time: ['10:40', '11:20'],
          title: '房颤消融的长期获益',
          titleEn: 'Long-term benefit of AF ablation',
          speakers: [2],
        },
        {
          time: ['11:20', '12:00'],
          title: '结构性心脏病介入的影像评估',
          titleEn: 'Imaging for structural interventions',
          speakers: [3],
        },
      ],
    },
    {
      day: 0,
      place: 1,
      time: ['14:00', '17:30'],
      title: '冠脉介入专场',
      titleEn: 'Coronary intervention session',
      host: '李明华',
      talks: [
        {
          time: ['14:00', '14:40'],
          title: '复杂分叉病变的处理策略',
          titleEn: 'Complex bifurcation lesions',
          speakers: [4],
        },
        {
          time: ['14:40', '15:20'],
          title: '急性心梗绿色通道建设',
          titleEn: 'Building the STEMI fast track',
          speakers: [4, 0],
        },
        { time: ['15:40', '17:30'], title: '病例讨论', titleEn: 'Case discussions', speakers: [0, 4] },
      ],
    },
    {
      day: 1,
      place: 0,
      time: ['09:00', '12:00'],
      title: '心力衰竭与心脏康复',
      titleEn: 'Heart failure and rehabilitation',
      host: '刘思远',
      talks: [
        {
          time: ['09:00', '09:40'],
          title: '心衰患者的长期随访管理',
          titleEn: 'Long-term follow-up in heart failure',
          speakers: [1],
        },
        {
          time: ['09:40', '10:20'],
          title: '心脏康复护理实践',
          titleEn: 'Cardiac rehabilitation nursing',
          speakers: [5],
        },
      ],
    },
    {
      day: 2,
      place: 0,
      time: ['09:00', '11:30'],
      title: '青年医师论坛与闭幕式',
      titleEn: 'Young physicians forum and closing',
      host: '张明轩',
      talks: [
        {
          time: ['09:00', '10:30'],
          title: '青年医师优秀论文汇报',
          titleEn: 'Award papers by young physicians',
          speakers: [3],
        },
        { time: ['11:00', '11:30'], title: '颁奖与闭幕', titleEn: 'Awards and closing', speakers: [0] },
      ],
    },
  ],
  notices: [
    {
      title: '报到须知',
      titleEn: 'Check-in',
      content:
        '<p>12 月 17 日 14:00-20:00 在上海国际会议中心一楼大厅报到，请携带身份证领取胸卡与会议资料。</p>',
      contentEn:
        '<p>Check in on 17 December, 14:00–20:00, in the ground-floor lobby of the Shanghai International Convention Center; bring your ID for your badge and materials.</p>',
    },
    {
      title: '继续教育学分',
      titleEn: 'CME credits',
      content: '<p>全程参会并完成签到者授予国家级继续医学教育 I 类学分 6 分。</p>',
      contentEn:
        '<p>Attendees who check in for the whole congress receive 6 national CME class I credits.</p>',
    },
  ],
};

export const aiSummitProgramme: TProgrammePlan = {
  days: ['2027-03-12', '2027-03-13'],
  places: [{ name: '1 号报告厅', address: '杭州国际博览中心 B1' }],
  guests: [
    {
      name: '周晓雯',
      title: '副教授',
      organization: '浙江大学计算机科学与技术学院',
      introduction: '医学影像智能分析与可信人工智能。',
    },
    {
      name: '孙浩然',
      title: '首席科学家',
      organization: '未来科技研究院',
      introduction: '临床大模型研发负责人。',
    },
    {
      name: '何静',
      title: '主任',
      organization: '浙江省卫生健康信息中心',
      introduction: '医疗数据安全与合规。',
    },
  ],
  sessions: [
    {
      day: 0,
      place: 0,
      time: ['09:00', '12:00'],
      title: '主论坛：医学大模型的落地',
      host: '孙浩然',
      talks: [
        { time: ['09:00', '09:45'], title: '临床大模型的评测与安全', speakers: [1] },
        { time: ['09:45', '10:30'], title: '影像 AI 的可解释性', speakers: [0] },
        { time: ['10:45', '11:30'], title: '医疗数据的合规流通', speakers: [2] },
      ],
    },
    {
      day: 1,
      place: 0,
      time: ['14:00', '17:00'],
      title: '圆桌对话：AI 进入诊室',
      host: '周晓雯',
      talks: [{ time: ['14:00', '15:30'], title: '医生、工程师与监管者的对话', speakers: [0, 1, 2] }],
    },
  ],
  notices: [{ title: '参会提示', content: '<p>会场提供免费 Wi-Fi，午餐凭胸卡领取。</p>' }],
};

export const trainingProgramme: TProgrammePlan = {
  days: ['2026-11-01', '2026-11-02'],
  places: [{ name: '培训教室', address: '北京友谊宾馆 贵宾楼 3 层' }],
  guests: [
    {
      name: '李明华',
      title: '主任医师、教授',
      organization: '复旦大学附属中山医院',
      introduction: '冠脉介入与急性心梗救治。',
    },
  ],
  sessions: [
    {
      day: 0,
      place: 0,
      time: ['09:00', '17:00'],
      title: '理论课程',
      host: '李明华',
      talks: [
        { time: ['09:00', '10:30'], title: '冠脉造影的规范判读', speakers: [0] },
        { time: ['13:30', '15:00'], title: '支架选择与术中并发症处理', speakers: [0] },
      ],
    },
    {
      day: 1,
      place: 0,
      time: ['09:00', '16:00'],
      title: '模拟器实操与结业考核',
      host: '李明华',
      talks: [{ time: ['09:00', '12:00'], title: '介入模拟器分组操作', speakers: [0] }],
    },
  ],
  notices: [{ title: '结业证书', content: '<p>完成两天课程并通过考核者颁发培训证书。</p>' }],
};
