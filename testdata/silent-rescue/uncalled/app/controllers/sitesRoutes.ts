import express from "express";
import { lookupSite } from "../services/siteLookup";

export const router = express.Router();

router.get("/sites/:key", async (req, res) => {
  res.json(await lookupSite(req.params.key));
});
