/*
 * The kit's evaluation of international draughts (src/games/draughts/evaluate.ts, its international weights),
 * written for Moby Dam's search: build-mobydam-kit-eval.sh includes this file at the end of Moby Dam's eval.c,
 * whose own `eval_board` it has renamed `eval_board_md`. A measurement only: Moby Dam's search (the same
 * nodes, the same pruning) with the kit's judgement, against Moby Dam itself, tells how much of the gap
 * between the two programs is the evaluation and how much the search.
 *
 * The evaluation is chosen by environment variables, read once:
 *   KIT=0          Moby Dam's own evaluation (with MDFEAT=0: material, kings and breakthroughs only)
 *   FEAT=1         the kit's, plus Moby Dam's positional terms at their own weights (FMASK: which of them,
 *                  bit i = its i-th term: kings' squares 0, development 1, tempo 2, centre 3, classical
 *                  formation 4, golden man 5, fork lock 6, chain lock 7, left and right wing locks 8 and 9,
 *                  distribution over the wings 10, outposts 22 and 24 11 and 12)
 *   FSHIFT=k       those terms times 2^k;  FROUND=1  rounded to whole centi-men, as the kit's integers hold them
 *   BRK=1          the kit's, plus Moby Dam's breakthroughs
 *   POS=p          the kit's terms other than material and kings at p% of their weight (the kit's `positional`),
 *                  rounded to whole centi-men
 *   RUN1, RUN2, RUN3=c  a runaway man 1, 2, 3 rows from promotion at c centi-men (the kit's `runaway1`–`3`);
 *                  RUNLOOSE, RUNPATH, RUNKINGS and RUNTEMPO choose what counts as one (kit_runaway): the kit's
 *                  form (2, 1, 1, 1) where the kit weighs runaways, else the cone (0, 0, 0, 0)
 *   SAFE=w         a man's steps counted for mobility only where it cannot be taken at once, w centi-men each
 * kit-weights.h, which the build script writes from the kit's `EVAL.international`, gives the weights.
 * The draw counters' scaling of the kit's score is left out: Moby Dam keeps its own draw rules.
 */
#include <stdio.h>
#include <stdlib.h>
#include "kit-weights.h"

static int kit_ready;
static u64 kit_bit[51];
static int kit_row[51], kit_col[51];
/* The squares a piece on square n steps to: towards row 0 (White's way) and towards row 9, 0 off the board. */
static int kit_up[51][2], kit_down[51][2];
static int use_kit = 1, kit_feat, kit_brk, kit_fshift, kit_fround, kit_pos = 100;
static int kit_safe = -1, kit_run[4], kit_runs, kit_run_loose, kit_run_path, kit_run_kings, kit_run_tempo;

static int env_int(const char *name, int fallback)
{
    const char *v = getenv(name);
    return v && *v ? (int)strtol(v, NULL, 0) : fallback;
}

static int kit_square(int row, int col)
{
    if (row < 0 || row > 9 || col < 0 || col > 9 || ((row + col) & 1) == 0) return 0;
    return row*5 + col/2 + 1;
}

static void kit_init(void)
{
    int n;
    for (n = 1; n <= 50; n++)
    {
        int i = n - 1;
        kit_bit[n] = 1ULL << (i + i/10); /* Moby Dam's bits skip one after every ten squares */
        kit_row[n] = i/5;
        kit_col[n] = 2*(i%5) + ((kit_row[n] & 1) == 0);
    }
    for (n = 1; n <= 50; n++)
    {
        kit_up[n][0] = kit_square(kit_row[n] - 1, kit_col[n] - 1);
        kit_up[n][1] = kit_square(kit_row[n] - 1, kit_col[n] + 1);
        kit_down[n][0] = kit_square(kit_row[n] + 1, kit_col[n] - 1);
        kit_down[n][1] = kit_square(kit_row[n] + 1, kit_col[n] + 1);
    }
    use_kit = env_int("KIT", 1);
    kit_feat = env_int("FEAT", 0);
    md_fmask = env_int("FMASK", kit_feat || !use_kit ? 0x1fff : 0);
    if (!use_kit && !env_int("MDFEAT", 1)) md_fmask = 0;
    kit_brk = env_int("BRK", 0);
    kit_fshift = env_int("FSHIFT", 0);
    kit_fround = env_int("FROUND", 0);
    kit_pos = env_int("POS", KIT_POSITIONAL);
    kit_safe = env_int("SAFE", -1);
    kit_run[1] = env_int("RUN1", KIT_RUNAWAY1);
    kit_run[2] = env_int("RUN2", KIT_RUNAWAY2);
    kit_run[3] = env_int("RUN3", KIT_RUNAWAY3);
    /* the kit's form of a runaway (evaluate.ts `runaways`) where the kit weighs runaways, else the cone */
    kit_runs = KIT_RUNAWAY1 || KIT_RUNAWAY2 || KIT_RUNAWAY3;
    kit_run_loose = env_int("RUNLOOSE", kit_runs ? 2 : 0);
    kit_run_path = env_int("RUNPATH", kit_runs);
    kit_run_kings = env_int("RUNKINGS", kit_runs);
    kit_run_tempo = env_int("RUNTEMPO", kit_runs);
    fprintf(stderr, "evaluation: kit %d (positional terms at %d%%, safe steps %d, runaways %d %d %d%s), "
            "Moby Dam's terms %#x (times 2^%d%s), breakthroughs %d\n", use_kit, kit_pos, kit_safe, kit_run[1],
            kit_run[2], kit_run[3], kit_run_loose ? " loose" : "", md_fmask, kit_fshift, kit_fround ? ", rounded" : "",
            kit_brk);
    kit_ready = 1;
}

/* Empty squares a piece on n steps to: a man forward, a king both ways. */
static int kit_steps(u64 occupied, int n, int white, int king)
{
    int d, steps = 0;
    for (d = 0; d < 2; d++)
    {
        int up = kit_up[n][d], down = kit_down[n][d];
        if ((white || king) && up && !(occupied & kit_bit[up])) steps++;
        if ((!white || king) && down && !(occupied & kit_bit[down])) steps++;
    }
    return steps;
}

/*
 * Whether a man of `enemy`'s opponent, having stepped from `from` to `to`, can be taken at once by an adjacent
 * piece of `enemy` (men take backwards too): an enemy on one side of `to` on a diagonal and the square beyond
 * empty once the man has left `from`. Kings taking from afar are not looked at.
 */
static int kit_attacked(u64 occupied, u64 enemy, int from, int to)
{
    int d;
    occupied = (occupied & ~kit_bit[from]) | kit_bit[to];
    for (d = 0; d < 2; d++)
    {
        int x = kit_up[to][d], y = kit_down[to][1 - d]; /* the two ends of one diagonal through `to` */
        if (!x || !y) continue;
        if ((enemy & kit_bit[x]) && !(occupied & kit_bit[y])) return 1;
        if ((enemy & kit_bit[y]) && !(occupied & kit_bit[x])) return 1;
    }
    return 0;
}

/* A man's steps onto an empty square where it cannot be taken at once (SAFE=w weighs them instead of all steps). */
static int kit_safe_steps(u64 occupied, u64 enemy, int n, int white)
{
    int d, steps = 0;
    for (d = 0; d < 2; d++)
    {
        int to = white ? kit_up[n][d] : kit_down[n][d];
        if (to && !(occupied & kit_bit[to]) && !kit_attacked(occupied, enemy, n, to)) steps++;
    }
    return steps;
}

/*
 * RUNPATH=1's way to the promotion row: steps forward, each onto an empty square where the enemy's pieces as they
 * stand cannot take the man at once (the last, onto the promotion row, needs only to be empty).
 */
static int kit_path_free(u64 occupied, u64 enemy, int n, int white, int d)
{
    int i;
    for (i = 0; i < 2; i++)
    {
        int to = white ? kit_up[n][i] : kit_down[n][i];
        if (!to || (occupied & kit_bit[to])) continue;
        if (d == 1) return 1;
        if (kit_attacked(occupied, enemy, n, to)) continue;
        if (kit_path_free((occupied & ~kit_bit[n]) | kit_bit[to], enemy, to, white, d - 1)) return 1;
    }
    return 0;
}

/*
 * A runaway: a man 1–3 rows from promotion whose way is clear, so that it crowns unless a king stops it. Its way
 * is the cone ahead of it (k rows on, the squares within k columns), which must hold no enemy piece, whoever is to
 * move (one column wider holds no other square: the next dark one is two columns on). A man one row away also
 * needs an empty square to step to; with RUNLOOSE=1 that is all it needs, with RUNLOOSE=2 only that not both
 * squares ahead hold enemy pieces. RUNd=c weighs one at d rows (centi-men), counted only while the enemy has no
 * king (with RUNKINGS=1 always). RUNPATH=1 asks for a path (kit_path_free) instead of the cone, and with
 * RUNTEMPO=1 a man whose side is to move is paid as one a row nearer.
 */
static int kit_runaway(u64 occupied, u64 enemy, int n, int white, int to_move)
{
    int row = kit_row[n], col = kit_col[n], d = white ? row : 9 - row, k, c;
    int paid;
    if (d < 1 || d > 3 || !kit_run[d]) return 0;
    paid = kit_run_tempo && to_move && d > 1 ? kit_run[d - 1] : kit_run[d];
    if (kit_run_path && !(d == 1 && kit_run_loose == 2)) return kit_path_free(occupied, enemy, n, white, d) ? paid : 0;
    for (k = 1; k <= d && !(d == 1 && kit_run_loose); k++)
    {
        int r = white ? row - k : row + k;
        for (c = col - k; c <= col + k; c++)
        {
            int sq = kit_square(r, c);
            if (sq && (enemy & kit_bit[sq])) return 0;
        }
    }
    if (d == 1)
    {
        int a = white ? kit_up[n][0] : kit_down[n][0], b = white ? kit_up[n][1] : kit_down[n][1];
        if (kit_run_loose == 2) /* held only when both promotion squares ahead hold enemy pieces */
            return (a && !(enemy & kit_bit[a])) || (b && !(enemy & kit_bit[b])) ? kit_run[1] : 0;
        if (!((a && !(occupied & kit_bit[a])) || (b && !(occupied & kit_bit[b])))) return 0;
    }
    return paid;
}

s32 eval_board(bitboard *bb)
{
    u64 occupied = bb->white | bb->black;
    int n, wm = 0, bm = 0, wk = 0, bk = 0, squares = 0, advance = 0, mobility = 0;
    int backW = 0, backB = 0, wingW = 0, wingB = 0, runaways = 0;
    s32 cm, positional, scaled, score;

    if (!kit_ready) kit_init();
    if (!use_kit)
    {
        md_mat = md_brk = md_kng = 1;
        return eval_board_md(bb);
    }
    eval_count++;
    for (n = 1; n <= 50; n++)
    {
        u64 b = kit_bit[n];
        int white, king;
        if (!(occupied & b)) continue;
        white = (bb->white & b) != 0;
        king = (bb->kings & b) != 0;
        if (kit_safe >= 0 && !king)
            mobility += white ? kit_safe_steps(occupied, bb->black, n, 1) : -kit_safe_steps(occupied, bb->white, n, 0);
        else
            mobility += white ? kit_steps(occupied, n, 1, king) : -kit_steps(occupied, n, 0, king);
        if (king) { if (white) wk++; else bk++; continue; }
        if (white)
        {
            wm++;
            squares += KIT_SQUARE(n);
            advance += 9 - kit_row[n];
            backW += kit_row[n] == 9;
            wingW += kit_col[n] < 5 ? 1 : -1;
            if (kit_run_kings || !(bb->black & bb->kings))
                runaways += kit_runaway(occupied, bb->black, n, 1, bb->side == W);
        }
        else
        {
            bm++;
            squares -= KIT_SQUARE(51 - n);
            advance -= kit_row[n];
            backB += kit_row[n] == 0;
            wingB += kit_col[n] < 5 ? 1 : -1;
            if (kit_run_kings || !(bb->white & bb->kings))
                runaways -= kit_runaway(occupied, bb->white, n, 0, bb->side != W);
        }
    }
    /* evaluate.ts `weigh`, White's view: material and kings, then the positional terms */
    cm = KIT_MAN*(wm - bm) + KIT_KING*(wk - bk);
    if (bk == 0 && wk) cm += KIT_KING_UNOPPOSED;
    if (wk == 0 && bk) cm -= KIT_KING_UNOPPOSED;
    positional = squares + (kit_safe >= 0 ? kit_safe : KIT_MOBILITY)*mobility - KIT_BALANCE*(abs(wingW) - abs(wingB));
    positional += (wm + wk + bm + bk <= KIT_ENDGAME_PIECES ? KIT_ADVANCE_ENDGAME : KIT_ADVANCE)*advance;
    if (bk == 0) positional += KIT_BACK_ROW*backW;
    if (wk == 0) positional -= KIT_BACK_ROW*backB;
    /* at POS percent, rounded to whole centi-men as evaluate.ts `weigh` does (Math.round: halves up) */
    scaled = positional*kit_pos + 50;
    scaled = scaled >= 0 ? scaled/100 : -((-scaled + 99)/100);
    score = (cm + runaways + scaled)*(VAL_MAN/100);
    if (kit_brk) score += eval_break(bb);
    if (md_fmask)
    {
        s32 terms;
        md_mat = md_brk = md_kng = 0;
        terms = eval_board_md(bb);
        eval_count--; /* one evaluation, counted once in Moby Dam's log */
        if (bb->side != W) terms = -terms;
        terms *= 1 << kit_fshift;
        if (kit_fround) terms = (terms + (terms >= 0 ? 1 : -1)*(VAL_MAN/200))/(VAL_MAN/100)*(VAL_MAN/100);
        score += terms;
    }
    return bb->side != W ? -score : score;
}
