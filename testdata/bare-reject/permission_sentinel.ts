// A permission check whose bare rejection is its "denied" answer: every
// caller awaits it in a `try` whose `catch` answers 403 without needing a
// reason (it tests whether there is one, or only logs it): medium.
import { Request, Response, NextFunction } from 'express'
import { db } from './db'

const canAdminGroups = async function (groupIds: string[], userId: string) {
  const rows = await db.query('SELECT id FROM group_admins WHERE user_id = $1', [userId])
  if (rows.length < groupIds.length) {
    return Promise.reject() // expect: bare-reject@medium
  }
  return rows
}

export async function addGroups (req: Request, res: Response, next: NextFunction) {
  try {
    await canAdminGroups(req.body.groupIds, req.params.userId)
    return res.status(201).end()
  } catch (err) {
    if (err) {
      return next(err)
    }
    return res.status(403).end()
  }
}

export async function removeGroup (req: Request, res: Response) {
  try {
    await canAdminGroups([req.params.groupId], req.params.userId)
  } catch (err) {
    console.debug(err)
    return res.status(403).end()
  }
  return res.status(204).end()
}

// The same check where one caller hands the reason on: callers lose it (high).
const canEditTopic = async function (topicId: string, userId: string) {
  const rows = await db.query('SELECT 1 FROM topic_editors WHERE topic_id = $1 AND user_id = $2', [topicId, userId])
  if (!rows.length) {
    return Promise.reject() // expect: bare-reject
  }
  return rows
}

export async function editTopic (req: Request, res: Response) {
  try {
    await canEditTopic(req.params.topicId, req.params.userId)
  } catch (err) {
    return res.status(500).json({ error: err.message })
  }
  return res.status(204).end()
}
