/** Signing in with WeChat and binding it: /login's button, /bind, /account/bind, the sandbox's WeChat pages. */
const socialZh = {
  wechat: {
    signIn: '微信登录',
    signInInside: '微信授权登录',
    or: '其他登录方式',
    outcome: {
      failed: '微信登录失败，请重试',
      expired: '微信授权已过期，请重新使用微信登录',
      cancelled: '你已取消微信授权',
      disabled: '该账号已被禁用',
      bound: '微信绑定成功',
      taken: '该微信已绑定其他账号，请先在该账号中解除绑定',
      otherOfApp: '当前账号已绑定另一个微信，请先解除绑定',
    },
    bindTitle: '绑定手机号',
    bindSubtitle: '首次使用微信登录，请验证手机号完成登录',
    bindExplain:
      '已注册的手机号将关联到原账号，之后可直接用微信登录；未注册的手机号将为你创建新账号，登录密码可稍后通过“忘记密码”设置。',
    bindButton: '验证并登录',
    bindExpired: '微信授权已过期，请重新使用微信登录。',
    backLogin: '返回登录',
    created: '账号已创建，欢迎加入',
    panelLabel: '微信',
    notBound: '未绑定',
    boundSince: '绑定于 {{date}}',
    panelExplain: '绑定后可使用微信扫码登录，在微信中打开本站时可一键登录。',
    bind: '绑定微信',
    unbind: '解除绑定',
    unbindConfirm: '解除绑定后将不能再用这个微信登录，仍可使用手机号登录。确定解除吗？',
    off: '本站暂未开启微信登录',
    sandbox: {
      banner: '这是本地沙箱微信，仅用于演示和测试，不会连接真正的微信。',
      qrTitle: '微信扫码登录',
      authorizeTitle: '微信授权',
      appLabel: '申请应用',
      scanHint: '在真正的微信中，你会用手机扫描这里的二维码并在手机上确认。沙箱中请直接选择一个微信身份：',
      nickname: '沙箱微信昵称',
      nicknameHint: '昵称相同即为同一个微信用户',
      scope: '将获得你的公开信息（昵称、头像）',
      allow: '确认登录',
      deny: '拒绝',
    },
  },
};

export default socialZh;
