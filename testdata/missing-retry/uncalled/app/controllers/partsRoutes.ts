import express from "express";
import { readPartChunk } from "../services/partReader";

export const router = express.Router();

router.get("/parts/:id", async (req, res) => {
  res.send(await readPartChunk(req.params.id));
});
