import { http } from 'msw';
import { myAchievementPageSchema, myAchievementSchema, type MyAchievement } from '@/lib/contract/achievement';
import type { Page } from '@/lib/contract/common';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** One's own achievements (M16–M21). */
export const achievementHandlers = {
  /** M16: `GET /company/achievement/my/page`. */
  mine: (reply: Reply<Page<MyAchievement>>) => http.get(`${API}/company/achievement/my/page`, ({ request }) => envelope(myAchievementPageSchema, reply, request)),
  /** M21: `PUT /company/achievement/cancel/request?achievementId=`. */
  cancel: (reply: Reply<MyAchievement>) => http.put(`${API}/company/achievement/cancel/request`, ({ request }) => envelope(myAchievementSchema, reply, request)),
};
