import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table, mirroring SPEC 2. Only pages that exist are listed; later issues add theirs
 * under the layout they belong to.
 */
export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('index', 'routes/home.tsx', { id: 'home-index' }),
    route('terrace/:id?', 'routes/terrace.tsx'),
    route('login', 'routes/sign-in/login.tsx'),
    route('register', 'routes/sign-in/register.tsx'),
    route('reset', 'routes/sign-in/reset.tsx'),
    route('bind', 'routes/sign-in/bind.tsx'),
    route('null', 'routes/not-found.tsx', { id: 'null' }),
    route('meeting', 'routes/meeting/list.tsx'),
    // Meetings that stream, and meetings with replays (SPEC 2: /meetingLive, /meetingBack).
    route('meetingLive', 'routes/live/list.tsx'),
    route('meetingBack', 'routes/live/list.tsx', { id: 'meeting-back' }),
    // Signing up (SPEC 2: /meeting/apply add → pay → success; the nav and footer are hidden there).
    route('meeting/apply', 'routes/meeting/apply/add.tsx'),
    route('meeting/apply/add', 'routes/meeting/apply/add.tsx', { id: 'meeting-apply-add' }),
    route('meeting/apply/pay', 'routes/meeting/apply/pay.tsx'),
    route('meeting/apply/success', 'routes/meeting/apply/success.tsx'),
    // Anyone checks a certificate by its number (its QR leads here) or by name and mobile.
    route('meeting/certificate', 'routes/meeting/certificate.tsx'),
    // Where a promotional mail's unsubscribe link leads (?token=): one click unsubscribes or subscribes again.
    route('mail/unsubscribe', 'routes/mail/unsubscribe.tsx'),
    // The sandbox payment provider's cashier (demo and tests).
    route('pay/sandbox', 'routes/pay/sandbox.tsx'),
    // Becoming a publisher (SPEC "Site header": the settlement dialog leads here).
    route('recruit', 'routes/apply/recruit.tsx'),
    route('apply', 'routes/apply/index.tsx'),
    route('apply/organization', 'routes/apply/organization.tsx'),
    // Courses (SPEC /list, /view/:id): the on-demand catalogue and a course to buy and study.
    route('list', 'routes/course/list.tsx'),
    route('view/:id', 'routes/course/view.tsx'),
    // Document libraries (SPEC /library, /library/view/:id): the same catalogue and course page.
    route('library', 'routes/course/list.tsx', { id: 'library' }),
    route('library/view/:id', 'routes/course/view.tsx', { id: 'library-view' }),
    // Live courses (SPEC /live, /live/detail/:id): lessons on air at set times, then their replays.
    route('live', 'routes/course/list.tsx', { id: 'live-courses' }),
    route('live/detail/:id', 'routes/course/view.tsx', { id: 'live-detail' }),
    // Resources (SPEC /resource, /resource/detail/:id): files to download, a trial one free.
    route('resource', 'routes/course/list.tsx', { id: 'resources' }),
    route('resource/detail/:id', 'routes/course/view.tsx', { id: 'resource-detail' }),
    // A course's page before it is listed, for its owner and the reviewers (SPEC /preview/*).
    ...(['course', 'library', 'live', 'resource'] as const).map((kind) =>
      route(`preview/${kind}/:id`, 'routes/course/view.tsx', { id: `preview-${kind}` }),
    ),
    // Courses below their list price (SPEC /sale/:type?), and VIP plans with the courses in them (SPEC /vip).
    route('sale/:type?', 'routes/course/list.tsx', { id: 'sale' }),
    route('vip', 'routes/course/vip.tsx'),
    // The blog (SPEC /blog, /blog/article/:id, /blog/blogger/:id, /blog/search, /blog/account, write).
    route('blog', 'routes/blog/list.tsx'),
    route('blog/article/:id', 'routes/blog/article.tsx'),
    route('blog/blogger/:id', 'routes/blog/blogger.tsx'),
    route('blog/search', 'routes/blog/search.tsx'),
    route('blog/account', 'routes/blog/account.tsx'),
    route('blog/account/write', 'routes/blog/write.tsx'),
    // Questions and answers (SPEC /question, /question/view/:id, /question/account/write).
    route('question', 'routes/question/list.tsx'),
    route('question/view/:id', 'routes/question/view.tsx'),
    route('question/account/write', 'routes/question/write.tsx'),
    // Information articles (SPEC /info, /info/detail/:id?).
    route('info', 'routes/info/list.tsx'),
    route('info/detail/:id', 'routes/info/detail.tsx'),
    // The directory of organisations (SPEC /organization); each leads to its own site below.
    route('organization', 'routes/organization/directory.tsx'),
    // The organisation site's template gallery (SPEC /tpl), for those who run a site.
    route('tpl', 'routes/tpl/index.tsx'),
    // Exams (SPEC /exam, /exam/view/:id, /exam/startExam, /exam/exam, /exam/result).
    route('exam', 'routes/exam/list.tsx'),
    route('exam/view/:id', 'routes/exam/view.tsx'),
    route('exam/startExam', 'routes/exam/start.tsx'),
    route('exam/exam', 'routes/exam/sitting.tsx'),
    route('exam/result', 'routes/exam/result.tsx'),
    route('exam/explain', 'routes/exam/grade-explain.tsx', { id: 'exam-explain' }),
    route('exam/gradeExplain', 'routes/exam/grade-explain.tsx'),
    route('exam/gradeResult', 'routes/exam/grade-result.tsx'),
    route('exam/exercise/:id', 'routes/exam/exercise.tsx'),
    route('lecturer', 'routes/lecturer/list.tsx'),
    route('lecturer/:id', 'routes/lecturer/view.tsx'),
    // The header's search box (SPEC "Site header"): ?type= chooses the kind of content.
    route('search/:str?', 'routes/search.tsx'),
    layout('layouts/account.tsx', [
      ...prefix('account', [
        route('info', 'routes/account/info.tsx'),
        route('reset', 'routes/account/reset.tsx'),
        route('message', 'routes/account/message.tsx'),
        route('bind', 'routes/account/bind.tsx'),
        route('guest', 'routes/account/guest.tsx'),
        // Sign-ups, credentials, orders and follows (SPEC "Personal centre": meetingcenter, order, follow).
        route('meetingcenter/record', 'routes/account/meetingcenter/record.tsx'),
        route('meetingcenter/credentials', 'routes/account/meetingcenter/credentials.tsx'),
        route('meetingcenter/liverecord', 'routes/account/meetingcenter/liverecord.tsx'),
        route('certificate', 'routes/account/certificate.tsx'),
        // Papers: my submissions and the form (?meetingId=, &id= to edit), and papers to review.
        route('paper', 'routes/account/paper/list.tsx'),
        route('paper/submit', 'routes/account/paper/submit.tsx'),
        route('review', 'routes/account/paper/review.tsx'),
        // Where the door QR leads: an attendee checks themselves in (decision 022).
        route('meetingcenter/sign', 'routes/account/meetingcenter/sign.tsx'),
        route('order', 'routes/account/order.tsx'),
        route('follow', 'routes/account/follow.tsx'),
        route('organization/meetingmanagement', 'routes/account/meetingmanagement/list.tsx'),
        // On-demand courses (SPEC organization vod, vod add and period).
        route('organization/vod', 'routes/account/course/list.tsx'),
        route('vod/add', 'routes/account/course/add.tsx'),
        route('vod/period', 'routes/account/course/period.tsx'),
        route('vod/check', 'routes/account/course/list.tsx', { id: 'vod-check' }),
        route('vod/praxis', 'routes/account/course/praxis.tsx'),
        route('library/add', 'routes/account/course/add.tsx', { id: 'library-add' }),
        route('library/period', 'routes/account/course/period.tsx', { id: 'library-period' }),
        route('organization/live', 'routes/account/course/list.tsx', { id: 'org-live-courses' }),
        route('live/add', 'routes/account/course/add.tsx', { id: 'live-add' }),
        route('live/period', 'routes/account/course/period.tsx', { id: 'live-period' }),
        route('live/praxis', 'routes/account/course/praxis.tsx', { id: 'live-praxis' }),
        route('organization/resource', 'routes/account/course/list.tsx', { id: 'org-resources' }),
        route('resource/add', 'routes/account/course/add.tsx', { id: 'resource-add' }),
        route('resource/period', 'routes/account/course/period.tsx', { id: 'resource-period' }),
        // The courses I study (SPEC personal centre: course).
        // Exams (SPEC exams: myExam, myExamination, add, examAdmin, selectIssue, preview; subject: add, comprehend).
        route('exams/myExam', 'routes/account/exams/my-exam.tsx'),
        route('exams/myExamination', 'routes/account/exams/my-examination.tsx'),
        route('exams/add', 'routes/account/exams/add.tsx'),
        route('exams/examAdmin', 'routes/account/exams/exam-admin.tsx'),
        route('exams/selectIssue', 'routes/account/exams/select-issue.tsx'),
        route('exams/preview', 'routes/account/exams/preview.tsx'),
        // Classes (SPEC grades: teacher, admin, my).
        route('grades/teacher', 'routes/account/grades/teacher.tsx'),
        route('grades/admin', 'routes/account/grades/admin.tsx'),
        route('grades/my', 'routes/account/grades/my.tsx'),
        route('subject/add', 'routes/account/subject/bank.tsx'),
        route('subject/comprehend', 'routes/account/subject/bank.tsx', { id: 'subject-comprehend' }),
        route('course', 'routes/account/course/mine.tsx'),
        route('study', 'routes/account/course/study.tsx'),
        route('collection', 'routes/account/course/collection.tsx'),
        route('attention', 'routes/account/attention.tsx'),
        // A promoter's pages (SPEC personal centre: recommend, channel; decision 045).
        route('recommend', 'routes/account/recommend.tsx'),
        route('channel', 'routes/account/channel.tsx'),
        // My questions and answers (SPEC /account/ques).
        route('ques', 'routes/account/ques.tsx'),
        // Income from course sales and withdrawing it (SPEC earnings, draw_money; the institution's in its centre).
        route('earnings', 'routes/account/course/earnings.tsx'),
        route('draw_money', 'routes/account/course/earnings.tsx', { id: 'draw-money' }),
        // Live statistics (SPEC count: live, meetingLive, meetingWatching, place, placeLive, placeWatching).
        ...prefix('count', [
          route('live', 'routes/account/count/live.tsx'),
          route('meetingLive', 'routes/account/count/chart.tsx', { id: 'count-meeting-live' }),
          route('placeLive', 'routes/account/count/chart.tsx', { id: 'count-place-live' }),
          route('meetingWatching', 'routes/account/count/watching.tsx', { id: 'count-meeting-watching' }),
          route('placeWatching', 'routes/account/count/watching.tsx', { id: 'count-place-watching' }),
          route('place', 'routes/account/count/place.tsx'),
          route('cost', 'routes/account/count/cost.tsx'),
          route('video', 'routes/account/count/video.tsx'),
        ]),
        // Lecturer centre (type 2) and institution centre (type 3), SPEC "Account side menu".
        route('teacher', 'routes/account/teacher.tsx'),
        ...prefix('organization', [
          route('info', 'routes/org-centre/info.tsx'),
          route('config', 'routes/org-centre/config.tsx'),
          route('pay', 'routes/org-centre/pay.tsx'),
          route('lecturer', 'routes/org-centre/lecturer.tsx'),
          route('earnings', 'routes/account/course/earnings.tsx', { id: 'org-earnings' }),
          route('order', 'routes/account/course/orders.tsx'),
        ]),
      ]),
      // The platform console, in the account layout's style, for administrators only.
      layout('layouts/admin.tsx', [
        ...prefix('admin', [
          index('routes/admin/applications.tsx'),
          route('organizations', 'routes/admin/organizations.tsx'),
          route('users', 'routes/admin/users.tsx'),
          route('site', 'routes/admin/site.tsx'),
          route('courses', 'routes/admin/courses.tsx'),
          route('withdrawals', 'routes/admin/withdrawals.tsx'),
          route('community', 'routes/admin/community.tsx'),
          route('moderation', 'routes/admin/moderation.tsx'),
          route('info', 'routes/admin/info.tsx'),
        ]),
      ]),
    ]),
    // Any other path answers HTTP 404 inside the site's header and footer.
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // A meeting's own pages (SPEC "Layouts": no site header or nav).
  layout('layouts/meeting-detail.tsx', [
    route('meeting/detail/:id?', 'routes/meeting/detail.tsx'),
    route('meeting/keynoter', 'routes/meeting/keynoter.tsx'),
  ]),
  // Watching a meeting's venues live and its replays, under the Live layout (SPEC 2: /meetingLive/detail,
  // /meetingBack/detail, /live/liveMeetingDetail — one page, decision 019).
  layout('layouts/live.tsx', [
    route('meetingLive/detail', 'routes/live/watch.tsx'),
    route('meetingBack/detail', 'routes/live/watch.tsx', { id: 'meeting-back-detail' }),
    route('live/liveMeetingDetail', 'routes/live/watch.tsx', { id: 'live-meeting-detail' }),
  ]),
  // The scanning desk stands alone, made for a phone at the door (decision 021).
  route('account/meeting/sign/scan', 'routes/account/meeting/sign/scan.tsx'),
  // The seat pages stand alone too: the editor and the big screen need the whole window (SPEC 2 /seat/*).
  ...prefix('seat', [
    index('routes/seat/editor.tsx'),
    route('selectTemplate', 'routes/seat/select-template.tsx'),
    route('select', 'routes/seat/select.tsx'),
    route('big', 'routes/seat/big.tsx'),
    route('previewSeat', 'routes/seat/preview.tsx'),
    route('History', 'routes/seat/history.tsx'),
    route('sidebar', 'routes/seat/sidebar.tsx'),
  ]),
  // The meeting console (SPEC "Meeting console"): every page takes the meeting id in the query.
  layout('layouts/meeting-console.tsx', [
    ...prefix('account/meeting', [
      route('baseinfo', 'routes/account/meeting/baseinfo.tsx'),
      route('baseinfo/banner', 'routes/account/meeting/baseinfo/banner.tsx'),
      route('baseinfo/navbar', 'routes/account/meeting/baseinfo/navbar.tsx'),
      route('baseinfo/navbaredit', 'routes/account/meeting/baseinfo/navbaredit.tsx'),
      route('baseinfo/position', 'routes/account/meeting/baseinfo/position.tsx'),
      route('baseinfo/share', 'routes/account/meeting/baseinfo/share.tsx'),
      route('baseinfo/bgMusic', 'routes/account/meeting/baseinfo/bgmusic.tsx'),
      route('baseinfo/external', 'routes/account/meeting/baseinfo/external.tsx'),
      route('baseinfo/publish', 'routes/account/meeting/baseinfo/publish.tsx'),
      route('baseinfo/enroll', 'routes/account/meeting/baseinfo/enroll.tsx'),
      route('baseinfo/invitecode', 'routes/account/meeting/baseinfo/invitecode.tsx'),
      route('baseinfo/certificate', 'routes/account/meeting/baseinfo/certificate.tsx'),
      // Papers (SPEC article/setting, article/solicit).
      route('article/setting', 'routes/account/meeting/article/setting.tsx'),
      route('article/solicit', 'routes/account/meeting/article/solicit.tsx'),
      // Mail (SPEC email/setting, mould, send, record).
      route('email/setting', 'routes/account/meeting/email/setting.tsx'),
      route('email/mould', 'routes/account/meeting/email/mould.tsx'),
      route('email/send', 'routes/account/meeting/email/send.tsx'),
      route('email/record', 'routes/account/meeting/email/record.tsx'),
      // SMS promotion (SPEC SMS log list/count/send, smsTemplate list).
      route('sms/send', 'routes/account/meeting/sms/send.tsx'),
      route('sms/template', 'routes/account/meeting/sms/template.tsx'),
      route('attendsignup', 'routes/account/meeting/attendsignup.tsx'),
      route('attendorder', 'routes/account/meeting/attendorder.tsx'),
      route('sign/user', 'routes/account/meeting/sign/user.tsx'),
      route('sign/badge', 'routes/account/meeting/sign/badge.tsx'),
      route('sign/invoice', 'routes/account/meeting/sign/invoice.tsx'),
      route('schedule', 'routes/account/meeting/schedule.tsx'),
      route('seat', 'routes/account/meeting/seat.tsx'),
      route('guest', 'routes/account/meeting/guest.tsx'),
      route('notice', 'routes/account/meeting/notice.tsx'),
      route('accessory', 'routes/account/meeting/accessory.tsx'),
      route('live', 'routes/account/meeting/live.tsx'),
      // SPEC names live and live/list; both are the channels page (decision 019).
      route('live/list', 'routes/account/meeting/live.tsx', { id: 'console-live-list' }),
      route('schedulelive', 'routes/account/meeting/schedulelive.tsx'),
      route('meetingvideo', 'routes/account/meeting/meetingvideo.tsx'),
      // Exams for the meeting's attendees (SPEC exams add, examAdmin, myExamination, preview,
      // selectIssue; subject add, comprehend): the personal centre's pages, kept to this meeting.
      route('exams/myExamination', 'routes/account/exams/my-examination.tsx', { id: 'console-exams' }),
      // The meeting's exam records: who took its exams and how they did (SPEC console exams: myExam).
      route('exams/myExam', 'routes/account/meeting/exams/records.tsx'),
      route('exams/add', 'routes/account/exams/add.tsx', { id: 'console-exam-add' }),
      route('exams/examAdmin', 'routes/account/exams/exam-admin.tsx', { id: 'console-exam-admin' }),
      route('exams/selectIssue', 'routes/account/exams/select-issue.tsx', { id: 'console-select-issue' }),
      route('exams/preview', 'routes/account/exams/preview.tsx', { id: 'console-paper-preview' }),
      route('subject/add', 'routes/account/subject/bank.tsx', { id: 'console-subject' }),
      route('subject/comprehend', 'routes/account/subject/bank.tsx', { id: 'console-subject-comprehend' }),
    ]),
  ]),
  // An organisation's own site (SPEC "Organisation site header"); :id is the organisation id.
  layout('layouts/organization.tsx', [
    route('organization/view/:id?', 'routes/organization/view.tsx'),
    route('organization/meeting/:id?', 'routes/meeting/org-meetings.tsx'),
    route('organization/live/:id?', 'routes/organization/live.tsx'),
    route('organization/vod/:id?', 'routes/organization/vod.tsx'),
    route('organization/aboutus/:id?', 'routes/organization/aboutus.tsx'),
  ]),
  // The sandbox WeChat's own pages (demo and tests), at the paths of WeChat's QR and authorise pages.
  route('wechat/sandbox/connect/qrconnect', 'routes/wechat/sandbox.tsx'),
  route('wechat/sandbox/connect/oauth2/authorize', 'routes/wechat/sandbox.tsx', { id: 'wechat-sandbox-mp' }),
] satisfies RouteConfig;
